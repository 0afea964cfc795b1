// The pages whose loaders send their data through pageData (defer() with nothing deferred): the server
// renders that data as the loader returned it and the browser as its JSON says, so it must come through JSON
// unchanged (loaderData checks). Asked of the reference upstream's real data, for a guest and a member.
import { describe, expect, it } from "vitest";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import { loader as homeLoader } from "~/routes/_index/home.server";
import { loader as categoryPageLoader } from "~/routes/directory.category.$/category.server";
import { loader as categoryListLoader } from "~/routes/directory.category._index/category-list.server";
import { loader as liveAllLoader } from "~/routes/live.all/live-all.server";
import { loader as liveGroupLoader } from "~/routes/live.group.$type/live-group.server";
import { loader as liveSportsLoader } from "~/routes/live.group.sports/live-sports.server";
import { loader as fanLoader } from "~/routes/my.fan/fan.server";
import { loader as laterLoader } from "~/routes/my.history.later/later.server";
import { loader as recentLiveLoader } from "~/routes/my.history.live/live.server";
import { loader as historyVodLoader } from "~/routes/my.history.vod/vod.server";
import { loader as favouritesLoader } from "~/routes/my.favorite/favorite.server";
import { loader as subscribeLoader } from "~/routes/my.subscribe/subscribe.server";
import { loader as searchLoader } from "~/routes/search/search.server";
import { loader as stationHomeLoader } from "~/routes/station.$streamerId._index/home.server";
import { loader as stationLayoutLoader } from "~/routes/station.$streamerId/station-layout.server";
import { loader as stationPostLoader } from "~/routes/station.$streamerId.post.$titleNo._index/post.server";
import { loader as feedLoader } from "~/routes/my_.feed.($userId)/feed.server";
import { loaderData, makeContext, makeRequest } from "../helpers";
import { useReferenceUpstream } from "../reference-upstream";

const reference = useReferenceUpstream("page-data-upstream", ["viewer01"]);

const PAGES = [
  ["/", homeLoader, {}],
  ["/?vod=all&live=all", homeLoader, {}],
  ["/live/all", liveAllLoader, {}],
  ["/live/group/bora", liveGroupLoader, { type: "bora" }],
  ["/live/group/sports", liveSportsLoader, {}],
  [`/search?szKeyword=${encodeURIComponent("게임")}`, searchLoader, {}],
  ["/station/streamer01", stationHomeLoader, { streamerId: "streamer01" }],
  ["/station/streamer01/board", stationLayoutLoader, { streamerId: "streamer01" }],
  ["/station/streamer01/post/90000001", stationPostLoader, { streamerId: "streamer01", titleNo: "90000001" }],
  ["/station/streamer01/post/90000001?dialog=report", stationPostLoader, { streamerId: "streamer01", titleNo: "90000001" }],
  [`/directory/category/${encodeURIComponent("리그 오브 레전드")}/live`, categoryPageLoader, {}],
  [`/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod`, categoryPageLoader, {}],
  ["/directory/category", categoryListLoader, {}],
] as const;

describe("pages sent through pageData", () => {
  for (const [path, loader, params] of PAGES) {
    it.each([
      ["a guest", ""],
      ["a member", "member"],
    ])(`${path} for %s: its data comes through JSON unchanged`, async (_who, as) => {
      const request = makeRequest(path, { cookie: as ? reference.cookies.viewer01 : undefined });
      const data = await loaderData<Record<string, unknown>>(
        await (loader as (args: never) => Promise<unknown>)({ request, context: makeContext(), params } as never),
      );
      expect(Object.keys(data).length).toBeGreaterThan(0);
    });
  }
});

describe("home's cards in a page loaded whole", () => {
  type Section = { kind: string; cards?: CardColumns };
  const cardSections = (data: { sections: Section[] }) => data.sections.filter((section) => section.kind === "cards").map((section) => section.cards!);
  const home = async (path: string, context: Parameters<typeof makeContext>[0]) => {
    const answer = await homeLoader({ request: makeRequest(path), context: makeContext(context), params: {} } as never);
    return cardSections(await loaderData<{ sections: Section[] }>(answer));
  };

  it("sends only what the browser reads of each card the HTML shows, and renders the whole cards on the server", async () => {
    const lists = await home("/", { wholePage: true });
    expect(lists.length).toBeGreaterThan(2);
    for (const list of lists) {
      expect(list).toMatchObject({ inHtml: true, fields: ["kind", "key", "id", "userId"] });
      expect(list.rows.length).toBeGreaterThan(0);
      // On the server the columns read as the whole cards, which the page renders.
      const [card] = cardsOf(list);
      expect(card).toMatchObject({ key: list.rows[0][1], title: expect.any(String), thumbnailUrl: expect.anything() });
    }
  });

  it("sends of a preview's live slides what a slide shows, not the card's 41 fields", async () => {
    const answer = await homeLoader({ request: makeRequest("/"), context: makeContext({ wholePage: true }), params: {} } as never);
    const data = await loaderData<{ sections: Array<{ kind: string; slots?: Array<{ kind: string; card?: object }> }> }>(answer);
    const slides = data.sections.flatMap((section) => section.slots ?? []).filter((slot) => slot.kind === "live");
    expect(slides.length).toBeGreaterThan(0);
    for (const { card } of slides) {
      // The avatar and the category too (a slide reads as the grid's cards).
      expect(Object.keys(card!).sort()).toEqual([
        "categoryName",
        "id",
        "key",
        "profileImageUrl",
        "thumbnailType",
        "thumbnailUrl",
        "title",
        "userId",
        "userNickname",
        "viewCount",
      ]);
    }
  });

  it("sends whole cards for a client navigation's data and for a page with an undo panel", async () => {
    for (const lists of [await home("/", { wholePage: false }), await home("/", {})]) {
      for (const list of lists) expect(list.fields).toContain("thumbnailUrl");
    }
    const [first] = await home("/", { wholePage: true });
    const undo = `hidden:${String(first.rows[0][1])}`;
    for (const list of await home(`/?undo=${encodeURIComponent(undo)}`, { wholePage: true })) expect(list.inHtml).toBeUndefined();
  });
});

describe("the cards of the /live pages and of a directory category in a page loaded whole", () => {
  const LIVE_PAGES = [
    ["/live/all", liveAllLoader, {}],
    ["/live/group/bora", liveGroupLoader, { type: "bora" }],
    ["/live/group/sports", liveSportsLoader, {}],
    [`/directory/category/${encodeURIComponent("리그 오브 레전드")}/live`, categoryPageLoader, {}],
    [`/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod`, categoryPageLoader, {}],
  ] as const;
  const cardsFor = async ([path, loader, params]: (typeof LIVE_PAGES)[number], query: string, context: Parameters<typeof makeContext>[0]) => {
    const answer = await (loader as (args: never) => Promise<unknown>)({
      request: makeRequest(`${path}${query}`),
      context: makeContext(context),
      params,
    } as never);
    return (await loaderData<{ cards: CardColumns }>(answer)).cards;
  };

  for (const page of LIVE_PAGES) {
    it(`${page[0]}: only what the browser reads of each card; whole cards for a client navigation and an undo panel`, async () => {
      const kept = await cardsFor(page, "", { wholePage: true });
      expect(kept).toMatchObject({ inHtml: true, fields: ["kind", "key", "id", "userId"] });
      expect(kept.rows.length).toBeGreaterThan(0);
      expect(cardsOf(kept)[0]).toMatchObject({ key: kept.rows[0][1], title: expect.any(String), thumbnailUrl: expect.anything() });

      for (const whole of [await cardsFor(page, "", { wholePage: false }), await cardsFor(page, "", {})]) {
        expect(whole.inHtml).toBeUndefined();
        expect(whole.fields).toContain("thumbnailUrl");
      }
      const undo = await cardsFor(page, `?undo=${encodeURIComponent(`hidden:${String(kept.rows[0][1])}`)}`, { wholePage: true });
      expect(undo.inHtml).toBeUndefined();
      expect(undo.fields).toContain("thumbnailUrl");
    });
  }
});

describe("search's cards in a page loaded whole", () => {
  const SEARCH = `/search?szKeyword=${encodeURIComponent("게임")}`;
  type Results = { live: { cards: CardColumns; extra: CardColumns }; vod: { cards: CardColumns }; catches: CardColumns; stories: CardColumns };
  const listsFor = async (path: string, context: Parameters<typeof makeContext>[0]) => {
    const answer = await searchLoader({ request: makeRequest(path), context: makeContext(context), params: {} } as never);
    const data = await loaderData<Results>(answer);
    return { live: data.live.cards, extra: data.live.extra, vod: data.vod.cards, catches: data.catches, stories: data.stories };
  };

  it("sends only what the browser reads of each result card the HTML shows; whole cards for a client navigation and an undo panel", async () => {
    const kept = await listsFor(SEARCH, { wholePage: true });
    const shown = Object.values(kept).filter((list) => list.rows.length > 0);
    // The keyword finds lives, VODs, Catches and stories in the reference upstream.
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const list of Object.values(kept)) expect(list).toMatchObject({ inHtml: true, fields: ["kind", "key", "id", "userId"] });
    for (const list of shown) {
      expect(cardsOf(list)[0]).toMatchObject({ key: list.rows[0][1], title: expect.any(String), thumbnailUrl: expect.anything() });
    }

    for (const context of [{ wholePage: false }, {}]) {
      for (const list of Object.values(await listsFor(SEARCH, context))) {
        expect(list.inHtml).toBeUndefined();
        expect(list.fields).toContain("thumbnailUrl");
      }
    }
    const undo = `hidden:${String(kept.live.rows[0][1])}`;
    for (const list of Object.values(await listsFor(`${SEARCH}&undo=${encodeURIComponent(undo)}`, { wholePage: true }))) {
      expect(list.inHtml).toBeUndefined();
      expect(list.fields).toContain("thumbnailUrl");
    }
  });
});

describe("a member's My lists", () => {
  type Lists = {
    live?: { items: CardColumns };
    top?: { live: { items: CardColumns } } | null;
    sections?: Array<{ key: string; cards?: CardColumns }>;
    stories?: CardColumns;
    clips?: CardColumns;
    vods?: CardColumns;
    catches?: CardColumns;
  };
  // The favourites' first render carries LIVE and what else fits (first-screen.ts); each other section is its own answer.
  const MY_PAGES = [
    ["/my/favorite", favouritesLoader, 1],
    ...(["catchstory", "userclip", "vod", "catch"] as const).map((section) => [`/my/favorite?section=${section}`, favouritesLoader, 1] as const),
    ["/my/subscribe", subscribeLoader, 1],
    ["/my/fan", fanLoader, 1],
  ] as const;

  for (const [path, loader, filled] of MY_PAGES) {
    it(`${path} comes through JSON unchanged, each list's cards as columns that read back as the whole cards`, async () => {
      const answer = await (loader as (args: never) => Promise<unknown>)({
        request: makeRequest(path, { cookie: reference.cookies.viewer01 }),
        context: makeContext(),
        params: {},
      } as never);
      const data = await loaderData<Lists>(answer);
      const lists = [
        data.live?.items ?? data.top?.live.items,
        ...(data.sections ?? []).map((section) => section.cards),
        data.stories,
        data.clips,
        data.vods,
        data.catches,
      ].filter((list) => list !== undefined);
      // The demo viewer's streamers have lives, VODs and clips in the reference upstream.
      expect(lists.filter((list) => list.rows.length > 0).length).toBeGreaterThanOrEqual(filled);
      for (const list of lists) {
        expect(list.fields).toContain("thumbnailUrl");
        // A field's name once a list: each card is a row of values in the fields' order.
        for (const [index, card] of cardsOf(list).entries()) expect(list.fields.map((field) => card[field])).toEqual(list.rows[index]);
      }
      // In the browser the columns read back from the page's JSON as the same cards.
      for (const list of JSON.parse(JSON.stringify(lists)) as CardColumns[]) {
        for (const card of cardsOf(list)) expect(card).toMatchObject({ key: expect.any(String), title: expect.any(String) });
      }
    });
  }
});

describe("a member's feed", () => {
  it.each(["/my/feed", "/my/feed/streamer01"])("%s comes through JSON unchanged, with its posts and the favourites' chips", async (path) => {
    const userId = path.split("/")[3];
    const answer = await feedLoader({
      request: makeRequest(path, { cookie: reference.cookies.viewer01 }),
      context: makeContext(),
      params: userId ? { userId } : {},
    } as never);
    const data = await loaderData<{ page: { items: unknown[] }; favourites: unknown[] }>(answer);
    // The demo viewer's favourites post on their stations in the reference upstream.
    expect(data.page.items.length).toBeGreaterThan(0);
    expect(data.favourites.length).toBeGreaterThan(0);
  });
});

describe("a member's history lists", () => {
  const HISTORY_PAGES = [
    ["/my/history/live", recentLiveLoader, (data: { live: { items: CardColumns } }) => data.live.items],
    ["/my/history/vod", historyVodLoader, (data: { cards: CardColumns }) => data.cards],
    ["/my/history/later", laterLoader, (data: { cards: CardColumns }) => data.cards],
  ] as const;

  for (const [path, loader, listOf] of HISTORY_PAGES) {
    it(`${path} comes through JSON unchanged, its cards as columns that read back as the whole cards`, async () => {
      const answer = await (loader as (args: never) => Promise<unknown>)({
        request: makeRequest(path, { cookie: reference.cookies.viewer01 }),
        context: makeContext(),
        params: {},
      } as never);
      const list = (listOf as (data: unknown) => CardColumns)(await loaderData(answer));
      // The demo viewer has watched lives and VODs and keeps some for later in the reference upstream.
      expect(list.rows.length).toBeGreaterThan(0);
      expect(list.fields).toContain("thumbnailUrl");
      for (const [index, card] of cardsOf(list).entries()) expect(list.fields.map((field) => card[field])).toEqual(list.rows[index]);
      for (const card of cardsOf(JSON.parse(JSON.stringify(list)) as CardColumns))
        expect(card).toMatchObject({ key: expect.any(String), title: expect.any(String) });
    });
  }
});
