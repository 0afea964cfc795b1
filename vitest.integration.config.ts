import path from "node:path";
import { defineConfig } from "vitest/config";

// The portals these tests start inherit this: a test machine busy with its own processes would otherwise see its
// portals shed the tests' requests (admission control has its own test, tests/integration/admission.test.ts).
process.env.ADMISSION_CONTROL ??= "0";
// The reference upstream's lives stand still (no drift, no broadcast starting or ending by itself): the tests read
// counts and LIVE badges, and start or end a broadcast through its test API (reference-upstream/modules/liveliness.ts).
process.env.REFERENCE_UPSTREAM_FROZEN ??= "1";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: { include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 60_000, fileParallelism: false },
});
