// React 18.3's streamed HTML carries NUL bytes where a multi-byte character meets a 2048-byte view
// (react#24985): the entry's stream cuts them off.
import { Writable } from "node:stream";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageBytes } from "~/utils/html-stream.server";

/** Renders Korean links and collects the bytes, straight from React or through the entry's stream. */
function render(throughEntryStream: boolean): Promise<Buffer> {
  const items = Array.from({ length: 1500 }, (_, index) => h("a", { key: index, "aria-label": `바다해적${index} 방송국` }, `바다해적${index}`));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(h("div", null, items), {
      onAllReady() {
        if (throughEntryStream) pipe(pageBytes()).pipe(sink);
        else pipe(sink);
      },
    });
  });
}

describe("streamed HTML", () => {
  it("React alone leaves NUL bytes; the entry's stream has none and loses nothing", async () => {
    const raw = await render(false);
    expect(raw.includes(0)).toBe(true);
    const clean = await render(true);
    expect(clean.includes(0)).toBe(false);
    expect(clean.toString("utf8")).toBe(raw.toString("utf8").replace(/\u0000/g, ""));
    expect(clean.toString("utf8")).toContain('aria-label="바다해적1499 방송국"');
  });
});

describe("the page's bytes joined", () => {
  it("joins the pieces written in one turn of the event loop and keeps every byte in order", async () => {
    const out: Buffer[] = [];
    const stream = pageBytes();
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    for (const piece of ["<ul>", "<li>하나</li>", "<li>둘</li>"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from("</ul>"));
    stream.end();
    await ended;
    expect(out.map((chunk) => chunk.toString())).toEqual(["<ul><li>하나</li><li>둘</li>", "</ul>"]);
  });
});
