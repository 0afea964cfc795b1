// Docs a newcomer can read (issue 73 item 9): the pages of docs/ besides the decision records stay within 100 KB
// together. History belongs to git (`git log -p docs/<page>.md`), not to the pages; docs/decisions/ and the Grafana
// dashboard (configuration, not prose) are not counted.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DOCS = path.resolve(__dirname, "../../../docs");
const LIMIT_BYTES = 100 * 1024;

describe("docs/*.md", () => {
  it("stay within 100 KB together", () => {
    const sizes = fs
      .readdirSync(DOCS)
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({ name, bytes: fs.statSync(path.join(DOCS, name)).size }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const table = [
      ...sizes.map(({ name, bytes }) => `${String(bytes).padStart(8)}  docs/${name}`),
      `${String(total).padStart(8)}  total (limit ${LIMIT_BYTES})`,
    ].join("\n");
    console.info(table);
    expect(sizes.length).toBeGreaterThan(5);
    expect(total, `docs/*.md over ${LIMIT_BYTES} bytes:\n${table}`).toBeLessThanOrEqual(LIMIT_BYTES);
  });
});
