// Prints one line per hardening case at the end of a run (case, attack, expected, seen) and writes the
// same lines to test-results/hardening-summary.txt, so that the figures can be read at a glance.
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { SUMMARY, type Summary } from "./support";

type Line = Summary & { status: string };

export default class HardeningSummary implements Reporter {
  private lines = new Map<string, Line>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...test.annotations, ...(result.annotations ?? [])].filter((annotation) => annotation.type === SUMMARY);
    const seen = new Set<string>();
    for (const annotation of annotations) {
      if (!annotation.description || seen.has(annotation.description)) continue;
      seen.add(annotation.description);
      const summary = JSON.parse(annotation.description) as Summary;
      // A retry replaces the first attempt's line.
      this.lines.set(`${summary.case} ${summary.attack}`, { ...summary, status: result.status });
    }
    if (!annotations.length && test.location.file.includes(`${path.sep}hardening${path.sep}`) && result.status !== "passed") {
      const number = Number(/case (\d+)/i.exec(test.title)?.[1] ?? 0);
      this.lines.set(`${number} ${test.title}`, {
        case: number,
        attack: test.title,
        expected: "-",
        seen: result.error?.message?.split("\n")[0] ?? "",
        status: result.status,
      });
    }
  }

  onEnd(): void {
    if (!this.lines.size) return;
    const rows = [...this.lines.values()].sort((a, b) => a.case - b.case || a.attack.localeCompare(b.attack));
    const text = rows
      .map(
        (row) =>
          `${row.status === "passed" ? "PASS" : "FAIL"} case ${String(row.case).padStart(2)} | attack: ${row.attack} | expected: ${row.expected} | seen: ${row.seen}`,
      )
      .join("\n");
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync(path.join("test-results", "hardening-summary.txt"), `${text}\n`);
    process.stdout.write(`\nHardening summary\n${text}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
