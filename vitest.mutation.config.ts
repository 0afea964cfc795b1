// The unit tests as Stryker runs them (`npm run mutation`): without a fresh module graph per test file (each
// mutant reruns the files of the tests that reach it, and re-importing the setup for every file took four
// times as long as the tests), and without the reference upstream's tests and the few slow page-level files
// (seconds each, rerun for every mutant of a module they happen to reach; the rules have tests of their own).
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import unit from "./vitest.config";

export default mergeConfig(
  unit,
  defineConfig({
    test: {
      isolate: false,
      exclude: [
        ...configDefaults.exclude,
        "reference-upstream/**",
        "tests/unit/page-data.test.ts",
        "tests/unit/search/loader.test.ts",
        "tests/unit/routes/**",
        "tests/unit/server/shared-store.test.ts",
        "tests/unit/scripts/**",
      ],
    },
  }),
);
