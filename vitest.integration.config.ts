import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: { include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 60_000, fileParallelism: false },
});
