import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "reference-upstream/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/setup-test-env.ts"],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
