// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) on Debian Chromium against the
// built server, for the pages `npm run bench` measures. Prints score, LCP, TBT and CLS per page and
// whether each meets the README's targets (score ≥ 0.95, TBT ≤ 100 ms, CLS ≤ 0.02). Exits 1 when one
// does not. Options: CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 3920).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { MEASURED_PAGES, startMeasuredServer } from "./measured-server";

const TARGETS = { score: 0.95, tbtMs: 100, cls: 0.02 };

const server = await startMeasuredServer(Number(process.env.LIGHTHOUSE_PORT ?? 3920));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
let failures = 0;
try {
  console.log(`| page | score | LCP ms | TBT ms | CLS | targets (≥ ${TARGETS.score}, TBT ≤ ${TARGETS.tbtMs}, CLS ≤ ${TARGETS.cls}) |`);
  console.log("|---|---:|---:|---:|---:|---|");
  for (const page of MEASURED_PAGES) {
    const result = await lighthouse(`${server.base}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: server.headersFor(page),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const score = lhr.categories.performance.score ?? 0;
    const lcp = lhr.audits["largest-contentful-paint"].numericValue ?? NaN;
    const tbt = lhr.audits["total-blocking-time"].numericValue ?? NaN;
    const cls = lhr.audits["cumulative-layout-shift"].numericValue ?? NaN;
    const ok = score >= TARGETS.score && tbt <= TARGETS.tbtMs && cls <= TARGETS.cls;
    if (!ok) failures += 1;
    console.log(
      `| ${page.name} \`${page.path}\` | ${score.toFixed(2)} | ${lcp.toFixed(0)} | ${tbt.toFixed(0)} | ${cls.toFixed(3)} | ${ok ? "met" : "MISSED"} |`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}
process.exit(failures ? 1 : 0);
