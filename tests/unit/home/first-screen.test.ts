// The first render of home and the /live pages (domain/first-render.ts): the lists in their order while they fit
// the element budget, the list that does not fit showing the cards that do, every later one only its title; a
// page asked for whole (`?whole=1`) shows every card, the first of the rest still marked for the link's landing.
import { describe, expect, it } from "vitest";
import { cardStub, type BroadcastCard } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import { asksWhole, cardsThatFit, ELEMENT_COST, FIRST_RENDER_ELEMENTS } from "~/domain/first-render";
import { planFirstScreens, type CardSection, type HomeSection } from "~/domain/home";
import { liveFirstScreen } from "~/domain/live";

const cards = (count: number, kind: BroadcastCard["kind"] = "live") =>
  Array.from({ length: count }, (_, index) => cardStub({ kind, id: `${index}`, userId: `bj${index}`, userNickname: `닉${index}`, title: `방송 ${index}` }));

const list = (id: string, count: number): CardSection => ({
  kind: "cards",
  id,
  divider: false,
  contentType: "LIVE",
  title: { text: id },
  hideTitle: false,
  button: null,
  layout: "slider",
  rows: 1,
  cards: cards(count),
  namespace: "",
  more: null,
  menu: [],
});

const tiles = (count: number): CategoryTile[] =>
  Array.from({ length: count }, (_, index) => ({
    categoryNo: `${index}`,
    vodCategoryNo: `${index}`,
    name: `카테고리 ${index}`,
    imageUrl: null,
    viewCount: index,
    isDrops: false,
    fixedTags: [],
  }));

const categories = (count: number): HomeSection => ({
  kind: "categories",
  id: "CATEGORY",
  divider: false,
  title: { text: "인기 카테고리" },
  hideTitle: false,
  button: null,
  layout: "slider",
  rows: 1,
  tiles: tiles(count),
});
const banners: HomeSection = { kind: "banners", id: "MAIN_LIST_BNR_01", divider: false, banners: [] };

const firstScreenOf = (sections: HomeSection[], id: string) => {
  const section = sections.find((entry) => entry.id === id);
  return section?.kind === "cards" ? section.firstScreen : "not a list";
};

/** The elements the plan's first render carries, by the same costs. */
const planned = (sections: HomeSection[]) =>
  sections.reduce<number>(
    (sum, section) =>
      sum +
      (section.kind === "cards"
        ? ELEMENT_COST.section + (section.firstScreen?.whole === false ? section.firstScreen.shown : section.cards.length) * ELEMENT_COST.card
        : section.kind === "categories"
          ? ELEMENT_COST.section + section.tiles.length * ELEMENT_COST.tile
          : section.kind === "banners"
            ? ELEMENT_COST.banners
            : ELEMENT_COST.preview),
    ELEMENT_COST.frame,
  );

describe("home's first render", () => {
  it("lists that fit are left whole", () => {
    const sections = [list("LIVE", 12), categories(20), list("VOD", 6)];
    expect(planFirstScreens(sections, false)).toEqual(sections);
  });

  it("the list that does not fit shows the cards that do; every later list only its title, the category tiles still whole", () => {
    const plan = planFirstScreens([list("LIVE", 12), categories(20), list("CATCH", 20), list("VOD", 12), banners, list("STORY", 12)], false);
    // Every title, the tiles and the banners first; then LIVE's 12 cards.
    const fixed = ELEMENT_COST.frame + 5 * ELEMENT_COST.section + 20 * ELEMENT_COST.tile + ELEMENT_COST.banners;
    const room = FIRST_RENDER_ELEMENTS - fixed - 12 * ELEMENT_COST.card;
    const shown = Math.floor(room / ELEMENT_COST.card);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    expect(firstScreenOf(plan, "LIVE")).toBeUndefined();
    expect(firstScreenOf(plan, "CATCH")).toEqual({ shown, restId: "CATCH-rest", whole: false });
    expect(firstScreenOf(plan, "VOD")).toEqual({ shown: 0, restId: "VOD-rest", whole: false });
    expect(firstScreenOf(plan, "STORY")).toEqual({ shown: 0, restId: "STORY-rest", whole: false });
    expect(plan.find((section) => section.kind === "banners")).toBe(banners);
    expect(planned(plan)).toBeLessThanOrEqual(FIRST_RENDER_ELEMENTS);
  });

  it("a small list after a cut one waits too, so that the page keeps its order", () => {
    const plan = planFirstScreens([list("LIVE", 60), list("SMALL", 1)], false);
    expect(firstScreenOf(plan, "SMALL")).toEqual({ shown: 0, restId: "SMALL-rest", whole: false });
  });

  it("a list the reader asked to see more of is shown whole, wherever it is", () => {
    const asked = { ...list("PREFER_VOD_01", 60), more: { param: "vod" as const, stage: "60" as const, page: null, total: 200 } };
    const initial = { ...asked, id: "PREFER_LIVE_01", more: { ...asked.more, param: "live" as const, stage: "initial" as const } };
    const plan = planFirstScreens([list("LIVE", 60), initial, asked], false);
    expect(firstScreenOf(plan, "PREFER_LIVE_01")).toEqual({ shown: 0, restId: "PREFER_LIVE_01-rest", whole: false });
    expect(firstScreenOf(plan, "PREFER_VOD_01")).toBeUndefined();
  });

  it("asked for whole, every list says so and where the rest begins", () => {
    const plan = planFirstScreens([list("LIVE", 60), list("VOD", 12)], true);
    expect(firstScreenOf(plan, "LIVE")).toMatchObject({ restId: "LIVE-rest", whole: true });
    expect(firstScreenOf(plan, "VOD")).toEqual({ shown: 0, restId: "VOD-rest", whole: true });
  });

  it.each([
    ["?whole=1", true],
    ["?whole=0", false],
    ["?whole=", false],
    ["?live=all", false],
  ])("%s asks for the page whole: %s", (search, expected) => {
    expect(asksWhole(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    [0, 10, 0],
    [ELEMENT_COST.card - 1, 10, 0],
    [ELEMENT_COST.card, 10, 1],
    [ELEMENT_COST.card * 20, 10, 10],
    [-100, 10, 0],
  ])("room %i for %i cards fits %i", (room, count, fits) => {
    expect(cardsThatFit(room, count)).toBe(fits);
  });
});

describe("the /live pages' first render", () => {
  const page = (count: number, extra: Partial<Parameters<typeof liveFirstScreen>[0]> = {}) => ({
    firstPage: 1,
    page: 1,
    posters: [],
    banners: [],
    cards: cards(count),
    ...extra,
  });

  it("the first page shows the cards that fit beside the frame; the rest begin at page-1-rest", () => {
    const shown = Math.floor((FIRST_RENDER_ELEMENTS - ELEMENT_COST.frame - ELEMENT_COST.section) / ELEMENT_COST.card);
    expect(liveFirstScreen(page(60), false)).toEqual({ shown, restId: "page-1-rest", whole: false });
    expect(liveFirstScreen(page(60), true)).toEqual({ shown, restId: "page-1-rest", whole: true });
  });

  it("a group's poster strip and banners leave fewer", () => {
    const posters = tiles(20).map((tile) => ({ ...tile, categoryNo: tile.categoryNo, imageUrl: "" }));
    const plain = liveFirstScreen(page(60), false)!.shown;
    const withTop = liveFirstScreen(page(60, { posters: posters as never, banners: [{}] as never }), false)!.shown;
    expect(withTop).toBe(
      Math.floor((FIRST_RENDER_ELEMENTS - ELEMENT_COST.frame - ELEMENT_COST.section - 20 * ELEMENT_COST.tile - ELEMENT_COST.banners) / ELEMENT_COST.card),
    );
    expect(withTop).toBeLessThan(plain);
  });

  it("a list that fits, and a view of several pages (the reader asked for them), are shown whole", () => {
    expect(liveFirstScreen(page(20), false)).toBeUndefined();
    expect(liveFirstScreen(page(120, { page: 2 }), false)).toBeUndefined();
    expect(liveFirstScreen(page(120, { page: 4, firstPage: 2 }), false)).toBeUndefined();
  });
});
