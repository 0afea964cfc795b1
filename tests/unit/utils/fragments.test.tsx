// Cards rendered once for many pages: a list's items, rendered from their inputs and kept as bytes,
// reach the response exactly where React would have written them, whatever the chunks the marker falls into.
import { Writable } from "node:stream";
import { createElement as h, type ComponentType } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BroadcastCardView, type CardProps } from "~/components/cards/BroadcastCard";
import { CardFragments } from "~/components/cards/fragments";
import { KeptList } from "~/components/cards/KeptList";
import { normaliseLive, normaliseVod } from "~/normalise/cards";
import { fragmentSplice } from "~/components/cards/fragments.server";
import { pageBytes } from "~/utils/html-stream.server";
import { mainListLive, searchVod } from "../../fixtures/cards";
import { webLinks } from "../../fixtures/link-config";

/** Collects a stream's bytes. */
function collect(): { sink: Writable; done: Promise<string> } {
  const chunks: Buffer[] = [];
  let finish!: (text: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  const sink = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  sink.on("finish", () => finish(Buffer.concat(chunks).toString("utf8")));
  return { sink, done };
}

/** A page around a list (text before and after it), streamed as the entry streams a document. */
function renderPage<P extends object>(Item: ComponentType<P>, items: P[], viaFragments: boolean): Promise<string> {
  const { sink, done } = collect();
  const { render, splice } = fragmentSplice();
  // As CardGrid writes a list: its items in place, or through the request's renderer when there is one.
  const list = { item: Item, items, itemKey: (_props: P, index: number) => index, "data-list": "" };
  const page = h(
    CardFragments.Provider,
    { value: viaFragments ? render : null },
    h("main", null, h("h1", null, "홈 ", "인기 LIVE"), h(KeptList<P>, list), h("p", null, "끝")),
  );
  const { pipe } = renderToPipeableStream(page, {
    onAllReady() {
      // As the entry's stream: React's stray NUL bytes cut off, the lists put in, the pieces joined.
      pipe(pageBytes(splice)).pipe(sink);
    },
  });
  return done;
}

let renders = 0;
/** An item with what makes React's HTML tricky: adjacent texts (separated by comments), Hangul, attributes
 * to escape. */
function Item({ title, count }: { title: string; count: number }) {
  renders += 1;
  return h("li", { "data-title": title }, h("a", { href: `/x?a=1&b=${count}` }, title, " · ", count, "명"));
}

describe("card fragments", () => {
  it("a list through the renderer is the list React writes in place, byte for byte", async () => {
    const items = Array.from({ length: 300 }, (_, index) => ({ title: `"바다" <해적> ${index}`, count: index }));
    const inPlace = await renderPage(Item, items, false);
    const spliced = await renderPage(Item, items, true);
    expect(spliced).toBe(inPlace);
    expect(spliced).toContain('data-title="&quot;바다&quot; &lt;해적&gt; 299"');
    expect(spliced).not.toContain("<!--cards:");
  });

  it("a card renders from its inputs alone: the same HTML without the page's providers as within the page", async () => {
    const live = normaliseLive(mainListLive)!;
    const vod = normaliseVod(searchVod)!;
    const items: CardProps[] = [live, vod].map((card, index) => ({
      card,
      config: webLinks,
      dateText: card.kind === "live" ? null : "3시간 전",
      menu: card.kind === "live" ? ["hidden", "share"] : ["view-later", "add-playlist", "share"],
      actionFormId: ":r1:",
      index,
      eager: index === 0 ? "high" : false,
      headingLevel: 3,
    }));
    const CardItem = (props: CardProps) => h("li", null, h(BroadcastCardView, props));
    expect(await renderPage(CardItem, items, true)).toBe(await renderPage(CardItem, items, false));
  });

  it("renders an item once for the requests that show it the same way, again when an input changes", async () => {
    const items = [
      { title: "하나", count: 1 },
      { title: "둘", count: 2 },
    ];
    renders = 0;
    await renderPage(Item, items, true);
    await renderPage(Item, items, true);
    expect(renders).toBe(2);
    await renderPage(Item, [{ title: "하나", count: 3 }, items[1]], true);
    expect(renders).toBe(3);
  });

  it("keeps items apart whose texts read like other inputs", async () => {
    // Each text would end the other's key early if keys did not say where a text ends.
    const items = [
      { title: 'A;count=1;"', count: 2 },
      { title: "A", count: 1 },
      { title: '11:A;count=1;"', count: 2 },
    ];
    const spliced = await renderPage(Item, items, true);
    expect(spliced).toBe(await renderPage(Item, items, false));
    expect(spliced.match(/<li /g)).toHaveLength(3);
  });

  it("finds a marker split anywhere between two chunks, and leaves text that only looks like one", async () => {
    const expected = `<ul><li data-title="첫째"><a href="/x?a=1&amp;b=7">첫째<!-- --> · <!-- -->7<!-- -->명</a></li></ul><p><!--cards: not ours--></p>`;
    const length = Buffer.byteLength(expected) + 60;
    for (let cut = 0; cut <= length; cut += 1) {
      const { render, splice } = fragmentSplice();
      const bytes = Buffer.from(`<ul>${render(Item, [{ title: "첫째", count: 7 }])}</ul><p><!--cards: not ours--></p>`);
      const { sink, done } = collect();
      const stream = pageBytes(splice);
      stream.pipe(sink);
      stream.write(bytes.subarray(0, cut));
      stream.end(bytes.subarray(cut));
      expect(await done, `cut at ${cut}`).toBe(expected);
    }
  });
});
