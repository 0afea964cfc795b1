// The server's React writes a page in a few large pieces (patches/react-dom+18.3.1.patch): React's
// own writer encoded every piece of markup (a tag's start, an attribute's name, a text) into 2 KB views on its
// own, a view object and an encoder call each, some 1,800 a home page and a millisecond of its render; the
// patched writer joins a flush's text and encodes it once per 16 KB. The patch is in React's production build,
// the one the server runs, which this test loads (the tests' own React is the development build).
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type PipeableStream = { pipe(destination: Writable): void };
type Options = { onShellReady?(): void; onAllReady?(): void; onShellError?(error: unknown): void };
/** React's builds by file: the package's exports name the development or production build by NODE_ENV. */
const reactDom = (file: string) => require(path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs", file)) as unknown;
const server = reactDom("react-dom-server.node.production.min.js") as {
  renderToPipeableStream(element: ReactNode, options: Options): PipeableStream;
};
const legacy = reactDom("react-dom-server-legacy.node.production.min.js") as { renderToString(element: ReactNode): string };

/** What the server writes for `element`, piece by piece, once all of it is rendered. */
function written(element: ReactNode): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pieces.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(pieces));
    const stream = server.renderToPipeableStream(element, { onShellReady: () => stream.pipe(sink), onShellError: reject });
  });
}

/** A long list of multi-byte text (Hangul, a surrogate pair) and attributes: a page's worth of pieces. */
function Page({ count }: { count: number }) {
  return (
    <ul className="list">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-index={index} title={`제목 ${index} & "따옴표"`}>
          <a href={`/station/user${index}?a=1&b=2`}>방송 {index} 🎮 재미있는 게임</a>
          {index % 7 === 0 ? <span>{"<b>아님</b>"}</span> : null}
        </li>
      ))}
    </ul>
  );
}

describe("React's writer on the server", () => {
  it("writes the same bytes as React renders, in a few large pieces and without NUL bytes", async () => {
    const pieces = await written(<Page count={2500} />);
    const html = Buffer.concat(pieces);
    expect(html.toString("utf8")).toBe(legacy.renderToString(<Page count={2500} />));
    expect(html.length).toBeGreaterThan(300_000);
    expect(html.includes(0)).toBe(false);
    // React's own writer gave a piece per 2 KB: some 150 here.
    expect(pieces.length).toBeLessThanOrEqual(Math.ceil(html.length / 16_384) + 2);
  });

  it("streams what a Suspense boundary waits for after the shell, in order", async () => {
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    function Later() {
      if (!done) throw ready.then(() => void (done = true));
      return <p>나중에 온 내용 ✓</p>;
    }
    const page = (
      <main>
        <h1>먼저 보이는 제목</h1>
        <Suspense fallback={<p>불러오는 중</p>}>
          <Later />
        </Suspense>
      </main>
    );
    const whole = written(page);
    setTimeout(release, 10);
    const html = Buffer.concat(await whole).toString("utf8");
    expect(html.indexOf("먼저 보이는 제목")).toBeLessThan(html.indexOf("불러오는 중"));
    expect(html.indexOf("불러오는 중")).toBeLessThan(html.indexOf("나중에 온 내용 ✓"));
    expect(html).toContain("$RC(");
  });
});
