// Mutation testing of the rule modules (`npm run mutation`, not part of `npm test`): Stryker plants
// one-line bugs in them and runs the unit tests that cover each; a bug no test notices survives.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  // The rule modules proper. Every normaliser, domain and upstream module would be about 7,000 mutants, some
  // hours on two shared cores; these are the rules the others are built on.
  mutate: [
    "app/normalise/{fields,media,viewer}.ts",
    "app/forms/*.ts",
    "app/domain/{access,counts,dates,grid,help,paging,submission,submission-key,text,uploads,url-input}.ts",
    "app/utils/return-url.ts",
    "server/rate-limit.ts",
    "app/utils/{sanitize,purifier,station-html}.server.ts",
  ],
  coverageAnalysis: "perTest",
  // Mutants in module-level constants (tables, texts) would each rerun every test: about 90 % of the time
  // for a fifth of the mutants. They are left out of the score.
  ignoreStatic: true,
  // Two cores, shared with other work.
  concurrency: 1,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: 80 },
  // Reruns only what changed since the last run (the file is kept under reports/).
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  timeoutMS: 10_000,
};
