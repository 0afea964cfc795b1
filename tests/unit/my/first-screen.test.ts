// The favourites' first render (first-screen.ts): what fits its element budget comes with the page, the other
// sections one at a time; and the loader that answers the first render and each section (`?section=`), asked of
// the reference upstream's demo viewer, whose favourites fill every section.
import { describe, expect, it } from "vitest";
import type { CardColumns } from "~/domain/card-columns";
import { loader } from "~/routes/my.favorite/favorite.server";
import { ELEMENT_COST, FIRST_RENDER_ELEMENTS } from "~/domain/first-render";
import { FAVOURITE_SECTIONS, MIN_LIVE_CARDS, planFirstScreen, sectionHref, sectionsAfter } from "~/routes/my.favorite/first-screen";
import { loaderData, makeContext, makeRequest } from "../../helpers";
import { useReferenceUpstream } from "../../reference-upstream";

const sized = (cards: number) => FAVOURITE_SECTIONS.map((key) => [key, cards] as const);

describe("planFirstScreen", () => {
  it("carries every section of a light account", () => {
    expect(planFirstScreen({ streamers: 1, live: 1, livePage: 1, posts: 3, sections: sized(2) })).toEqual({
      liveShown: 1,
      inline: [...FAVOURITE_SECTIONS],
      pending: [],
    });
  });

  it("stops at the first section that does not fit, and leaves every later one pending (the page keeps its order)", () => {
    const plan = planFirstScreen({
      streamers: 10,
      live: 4,
      livePage: 1,
      posts: 10,
      sections: [
        ["catchstory", 2],
        ["userclip", 30],
        ["vod", 0],
        ["catch", 0],
        ["recommend", 1],
      ],
    });
    expect(plan).toEqual({ liveShown: 4, inline: ["catchstory"], pending: ["userclip", "vod", "catch", "recommend"] });
  });

  it("cuts LIVE to what fits beside the strip and the posts, never below its first row", () => {
    const plan = planFirstScreen({ streamers: 41, live: 21, livePage: 1, posts: 10, sections: sized(30) });
    const used = ELEMENT_COST.frame + 41 * ELEMENT_COST.streamer + 2 * ELEMENT_COST.section + 10 * ELEMENT_COST.post;
    expect(plan.liveShown).toBe(Math.floor((FIRST_RENDER_ELEMENTS - used) / ELEMENT_COST.card));
    expect(plan.liveShown).toBeLessThan(21);
    expect(plan.pending).toEqual([...FAVOURITE_SECTIONS]);
    expect(planFirstScreen({ streamers: 100, live: 60, livePage: 1, posts: 10, sections: sized(30) }).liveShown).toBe(MIN_LIVE_CARDS);
  });

  it("shows LIVE whole past its first page (the reader asked for it)", () => {
    expect(planFirstScreen({ streamers: 41, live: 21, livePage: 2, posts: 10, sections: sized(30) }).liveShown).toBe(21);
  });

  it("keeps the first render within its budget", () => {
    for (const [streamers, live, posts] of [
      [1, 0, 0],
      [41, 21, 10],
      [100, 60, 10],
      [5, 3, 2],
    ]) {
      const sections = sized(7);
      const plan = planFirstScreen({ streamers, live, livePage: 1, posts, sections });
      const cost =
        ELEMENT_COST.frame +
        streamers * ELEMENT_COST.streamer +
        2 * ELEMENT_COST.section +
        posts * ELEMENT_COST.post +
        plan.liveShown * ELEMENT_COST.card +
        plan.inline.length * (ELEMENT_COST.section + 7 * ELEMENT_COST.card);
      expect(plan.liveShown === MIN_LIVE_CARDS || cost <= FIRST_RENDER_ELEMENTS).toBe(true);
    }
  });

  it("links a section's page on to the next, keeping the group", () => {
    expect(sectionsAfter("catchstory")).toEqual(["userclip", "vod", "catch", "recommend"]);
    expect(sectionsAfter("recommend")).toEqual([]);
    expect(sectionHref("vod", null)).toBe("/my/favorite?section=vod");
    expect(sectionHref("vod", "3")).toBe("/my/favorite?groupId=3&section=vod");
  });
});

describe("the favourites' loader", () => {
  const reference = useReferenceUpstream("first-screen-upstream", ["viewer01", "streamer01"]);

  type Data = {
    top: { live: { items: CardColumns; hasMore: boolean; page: number }; feed: unknown[] } | null;
    streamers: unknown[];
    sections: Array<{ key: string; cards?: CardColumns; items?: unknown[] }>;
    pending: string[];
  };
  const load = async (path: string, cookie: string) =>
    loaderData<Data>(await loader({ request: makeRequest(path, { cookie }), context: makeContext(), params: {} } as never));

  it("answers a member with many favourites the first screens, LIVE cut behind its '더보기', and the sections pending", async () => {
    const data = await load("/my/favorite", reference.cookies.viewer01);
    expect(data.top!.live.items.rows.length).toBeGreaterThanOrEqual(MIN_LIVE_CARDS);
    expect(data.top!.live.hasMore).toBe(true);
    expect(data.top!.feed.length).toBeGreaterThan(0);
    expect(data.sections).toEqual([]);
    expect(data.pending).toEqual([...FAVOURITE_SECTIONS]);
    // LIVE's next page shows every live favourite.
    const all = await load("/my/favorite?livePage=2", reference.cookies.viewer01);
    expect(all.top!.live.items.rows.length).toBeGreaterThan(data.top!.live.items.rows.length);
    expect(all.top!.live.hasMore).toBe(false);
  });

  it("answers one section with `?section=`, and names the ones after it", async () => {
    for (const key of FAVOURITE_SECTIONS) {
      const data = await load(`/my/favorite?section=${key}`, reference.cookies.viewer01);
      expect(data.top).toBeNull();
      expect(data.sections.map((section) => section.key)).toEqual([key]);
      const [section] = data.sections;
      expect((section.cards?.rows ?? section.items)!.length).toBeGreaterThan(0);
      expect(data.pending).toEqual(sectionsAfter(key));
      expect(data.streamers.length).toBeGreaterThan(0);
    }
  });

  it("keeps a light account's page whole, in the page's order", async () => {
    const data = await load("/my/favorite", reference.cookies.streamer01);
    expect(data.pending).toEqual([]);
    expect(data.sections.map((section) => section.key)).toEqual([...FAVOURITE_SECTIONS]);
  });

  it("reads an unknown section as the first render", async () => {
    const data = await load("/my/favorite?section=nope", reference.cookies.viewer01);
    expect(data.top).not.toBeNull();
  });
});
