// Rules of the home page (000 §2.4, §4.1, §9): the mode, the admin's popular sections and their limits,
// the prefer sections, 'more' on prefer lists, the preview selection, top banners and the main banner.
import type { WithCardColumns } from "./card-columns";
import { accessLabel, defaultMenuFor, excludeHidden, type BroadcastCard, type CardKind, type CardMenuKey } from "./cards";
import { CATEGORY_NO, type CategoryTile } from "./category";
import { cardsThatFit, ELEMENT_COST, FIRST_RENDER_ELEMENTS, type ListFirstScreen } from "./first-render";
import type { PlacedAd } from "./promotions";

// --- Mode (000 §2.4, §4.1) ---

export type HomeMode = "popular" | "prefer";
/** The device remembers the mode under this name. */
export const MODE_COOKIE = "selectedMode";
/** The toggle is locked for 1.5 s after a switch. */
export const MODE_LOCK_MS = 1500;

/** Guests always get popular; members get the remembered mode, prefer by default, popular for anything unknown. */
export function resolveMode(remembered: string | null | undefined, signedIn: boolean): HomeMode {
  if (!signedIn) return "popular";
  if (remembered === undefined || remembered === null || remembered === "") return "prefer";
  return remembered === "prefer" ? "prefer" : "popular";
}

// --- Popular sections (000 §2.4) ---

export const SECTION_CONTENT_TYPES = ["LIVE", "VOD", "CATCH", "STORY", "CATEGORY", "MAIN_LIST_BNR", "CINETY", "PREVIEW"] as const;
export type SectionContentType = (typeof SECTION_CONTENT_TYPES)[number];
export const isSectionContentType = (value: string): value is SectionContentType => (SECTION_CONTENT_TYPES as readonly string[]).includes(value);

export type SectionButton = { position: "TOP_RIGHT" | "BOTTOM"; text: string; url: string };

export type PopularSectionConfig = {
  code: string;
  order: number;
  contentType: SectionContentType;
  isAdult: boolean;
  /** abroadYn: shown to viewers flagged abroad too. */
  abroadAllowed: boolean;
  button: SectionButton | null;
  removeTitle: boolean;
  rowCount: number;
  /** Title HTML as the admin wrote it (sanitised on the server before rendering). */
  titleHtml: string;
  useSlider: boolean;
};

export type SectionViewer = { age: number | null; isAbroad: boolean } | null;

/** Sections this viewer may see, in order: adult ones need a known age of 19+, abroad viewers only see abroadYn ones. */
export function visibleSections<T extends Pick<PopularSectionConfig, "isAdult" | "abroadAllowed" | "order">>(sections: T[], viewer: SectionViewer): T[] {
  return sections
    .filter((section) => !section.isAdult || (viewer?.age ?? 0) >= 19)
    .filter((section) => section.abroadAllowed || !viewer?.isAbroad)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
    .map(({ section }) => section);
}

/** Home limits (000 §9). */
export const HOME_LIMITS = {
  sliderCards: 12,
  /** Sliders of categories and Catch. */
  sliderWide: 20,
  liveSection: 60,
  /** Grids render this many columns at most; CSS shows rowCount rows of the current columns. */
  maxColumns: 6,
  maxWideColumns: 10,
  minItems: { LIVE: 6, VOD: 6, CATCH: 10, CATEGORY: 10 } as Partial<Record<SectionContentType, number>>,
} as const;

/**
 * The items a section shows, or null when it is hidden for having too few (live and VOD below 6, Catch
 * and categories below 10). Sliders cap at 12 cards or 20 categories / Catch; grids at rowCount rows of
 * the widest grid; live sections never above 60.
 */
export function sectionItems<T>(contentType: SectionContentType, items: T[], layout: { useSlider: boolean; rowCount: number }): T[] | null {
  const minimum = HOME_LIMITS.minItems[contentType] ?? 1;
  if (items.length < minimum) return null;
  const wide = contentType === "CATEGORY" || contentType === "CATCH";
  let cap = layout.useSlider
    ? wide
      ? HOME_LIMITS.sliderWide
      : HOME_LIMITS.sliderCards
    : Math.max(1, layout.rowCount) * (wide ? HOME_LIMITS.maxWideColumns : HOME_LIMITS.maxColumns);
  if (contentType === "LIVE") cap = Math.min(cap, HOME_LIMITS.liveSection);
  return items.slice(0, cap);
}

/** Categories with the viewer's preferred ones first, in preference order (members only, 000 §6). */
export function orderCategories(tiles: CategoryTile[], preferred: string[]): CategoryTile[] {
  if (preferred.length === 0) return tiles;
  const rank = new Map(preferred.map((categoryNo, index) => [categoryNo, index]));
  return tiles
    .map((tile, index) => ({ tile, index, rank: rank.get(tile.categoryNo) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ tile }) => tile);
}

// --- Prefer sections (000 §2.4) ---

export const PREFER_SECTION_CODES = [
  "PREFER_PREVIEW",
  "PREFER_LIVE_01",
  "PREFER_CATEGORY_01",
  "MAIN_LIST_BNR_01",
  "PREFER_CATCH_01",
  "PREFER_VOD_01",
  "PREFER_STORY_01",
  "CINETY_01",
] as const;
export type PreferSectionCode = (typeof PREFER_SECTION_CODES)[number];
export type PreferSectionEntry = { code: string; order: number; divider: boolean };

/** The known prefer sections in order (unknown codes skipped, each code once). */
export function preferSections(entries: PreferSectionEntry[]): Array<{ code: PreferSectionCode; divider: boolean }> {
  const seen = new Set<string>();
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .filter(({ entry }) => (PREFER_SECTION_CODES as readonly string[]).includes(entry.code) && !seen.has(entry.code) && seen.add(entry.code))
    .map(({ entry }) => ({ code: entry.code as PreferSectionCode, divider: entry.divider }));
}

/**
 * 'More' on prefer live and VOD: first 2 × the grid's columns (the server sends two rows of the widest
 * grid, CSS shows two rows of the current one), then 60, then all: paged by 60 (the whole list,
 * up to 1,200 cards, made a 5 MB page). 'all' is its page 2 (cards 61–120), `?{live|vod}Page=n` its
 * page n, each page the 60 cards after the previous one: after the card `?{live|vod}After` names, the last
 * one the page before showed (see stageStart).
 */
export type MoreStage = "initial" | "60" | "all";
export const PREFER_INITIAL_ROWS = 2;
/** Cards a prefer list shows at once from the '60' stage on, and the size of each page of 'all'. */
export const PREFER_MORE_PAGE = 60;
/** The last page of 'all' a URL may ask for (the upstream's prefer lists end well before). */
export const PREFER_MAX_PAGE = 20;
export const parseMoreStage = (value: string | null | undefined): MoreStage => (value === "60" || value === "all" ? value : "initial");
/** A card's key (`vod:150007237`) in `?{live|vod}After`, or null for anything else. */
export const parseAfterKey = (value: string | null | undefined): string | null => (value && /^[a-z]{1,10}:[\w-]{1,40}$/.test(value) ? value : null);
/** The page of a stage: 1 for the first two, 2 or more (`page`) for 'all'. */
export const stagePage = (stage: MoreStage, page: number | null = null): number => (stage === "all" ? Math.min(PREFER_MAX_PAGE, Math.max(2, page ?? 2)) : 1);
/** Where a stage's cards begin when the list has not changed: 0, or its page's offset on a page of 'all'. */
export const stageOffset = (stage: MoreStage, page: number | null = null): number => (stage === "all" ? (stagePage(stage, page) - 1) * PREFER_MORE_PAGE : 0);
/**
 * Where a stage's cards begin in the list (`keys`, the cards' keys): on a page of 'all', right after `after`
 * (the last card the page before showed) where the list has it now, so that cards added above it since (a
 * favourite's new VOD) do not bring that page's last cards back and cards gone skip none; at the page's
 * offset when that card is not within a page of it (gone, or the list sorted anew).
 */
export function stageStart(keys: readonly string[], stage: MoreStage, page: number | null = null, after: string | null = null): number {
  const offset = stageOffset(stage, page);
  const at = stage === "all" && after ? keys.indexOf(after) : -1;
  return at >= 0 && Math.abs(at + 1 - offset) <= PREFER_MORE_PAGE ? at + 1 : offset;
}
export function stageItems<T>(items: T[], stage: MoreStage, page: number | null = null, start = stageOffset(stage, page)): T[] {
  if (stage === "all") return items.slice(start, start + PREFER_MORE_PAGE);
  return items.slice(0, stage === "60" ? PREFER_MORE_PAGE : PREFER_INITIAL_ROWS * HOME_LIMITS.maxColumns);
}
/** How many cards of the list a stage needs fetched: the end of its page, and a page more when it starts
 * after a card (which cards added above may have moved down by up to a page; see stageStart). */
export const stageNeeds = (stage: MoreStage, page: number | null = null, after: string | null = null): number =>
  stage === "initial"
    ? PREFER_INITIAL_ROWS * HOME_LIMITS.maxColumns
    : stagePage(stage, page) * PREFER_MORE_PAGE + (stage === "all" && after ? PREFER_MORE_PAGE : 0);
/**
 * Whether 'more' can show anything new: in the initial stage when the list is longer than what was sent,
 * or (onlyWhenRowsHide) when the CSS rows hide some of the sent cards at the current width; from '60' on
 * when the list goes on past the page shown (`page`: the page of 'all' to ask for, null for its first).
 */
export function moreLink(
  total: number,
  stage: MoreStage,
  page: number | null = null,
): { next: MoreStage; page: number | null; onlyWhenRowsHide: boolean } | null {
  if (stage !== "initial") {
    const next = stagePage(stage, page) + 1;
    const more = total > (next - 1) * PREFER_MORE_PAGE && next <= PREFER_MAX_PAGE;
    return more ? { next: "all", page: next > 2 ? next : null, onlyWhenRowsHide: false } : null;
  }
  if (total <= PREFER_INITIAL_ROWS) return null;
  return { next: "60", page: null, onlyWhenRowsHide: total <= PREFER_INITIAL_ROWS * HOME_LIMITS.maxColumns };
}

/** The relation cursor (000 §4.1): the value sent with this page and the one to send with the next visit. */
export type RelationCursor = { current: string; next: string };
export function parseRelationCursor(value: string | null | undefined): RelationCursor {
  const [current = "", next = ""] = (value ?? "").split("|");
  const clean = (text: string) => (/^[\w-]{0,40}$/.test(text) ? text : "");
  return { current: clean(current), next: clean(next) };
}
export const formatRelationCursor = (cursor: RelationCursor) => `${cursor.current}|${cursor.next}`;

// --- Top preview carousel (000 §2.4, §4.11) ---

export const PREVIEW = {
  count: 4,
  playLimitMs: 60_000,
  refreshMs: 10_000,
  startDelayMaxMs: 2_000,
} as const;

/** Broadcasts a preview may show: not paid, password, adult, subscription-only or in category 00130000. */
export function isPreviewable(card: BroadcastCard): boolean {
  return card.kind === "live" && !card.isPaid && accessLabel(card) === null && !card.subscriptionOnly && card.categoryNo !== CATEGORY_NO.excludedFromPreview;
}

export type PreviewSlot<Ad, Card = BroadcastCard> = { kind: "live"; card: Card } | { kind: "ad"; ad: Ad };

/** What a live slide of the preview shows (PreviewCarousel's LiveSlide), all a page's data carries of its card
 * instead of a card's 41 fields (the hydration data of every home). */
export type PreviewCard = Pick<
  BroadcastCard,
  "key" | "id" | "userId" | "userNickname" | "title" | "thumbnailUrl" | "thumbnailType" | "viewCount" | "profileImageUrl" | "categoryName"
>;

/** What a preview slide shows: a live card's own (its avatar and category too, as the grid's cards). */
export function previewCard({
  key,
  id,
  userId,
  userNickname,
  title,
  thumbnailUrl,
  thumbnailType,
  viewCount,
  profileImageUrl,
  categoryName,
}: BroadcastCard): PreviewCard {
  return { key, id, userId, userNickname, title, thumbnailUrl, thumbnailType, viewCount, profileImageUrl, categoryName };
}

/** Fisher-Yates with an injectable random source (tests pass a fixed one). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * Popular mode: 4 random previewable broadcasts, or 3 and the ad at a random place. Prefer mode: the top
 * live list in its order, the ad (when there is one) at position 4.
 */
export function selectPreview<Ad>(candidates: BroadcastCard[], ad: Ad | null, mode: HomeMode, random: () => number = Math.random): PreviewSlot<Ad>[] {
  const seen = new Set<string>();
  const pool = candidates.filter((card) => isPreviewable(card) && !seen.has(card.key) && seen.add(card.key));
  const lives = (mode === "popular" ? shuffle(pool, random) : pool).slice(0, ad ? PREVIEW.count - 1 : PREVIEW.count);
  const slots: PreviewSlot<Ad>[] = lives.map((card) => ({ kind: "live", card }));
  if (ad && slots.length > 0) {
    const at = mode === "prefer" ? slots.length : Math.floor(random() * (slots.length + 1));
    slots.splice(at, 0, { kind: "ad", ad });
  }
  return slots;
}

/**
 * The broadcast home opens on, large (issue 72, as the peers open on a featured live): one the preview may show
 * (000 §2.4's exclusions), not of a hidden streamer. Popular mode: the most watched; prefer mode: the first of the
 * server's top list, its promoted order.
 */
export function featuredLive(candidates: BroadcastCard[], hidden: ReadonlySet<string>, mode: HomeMode): BroadcastCard | null {
  const shown = excludeHidden(candidates, hidden).filter(isPreviewable);
  if (mode === "prefer") return shown[0] ?? null;
  return shown.reduce<BroadcastCard | null>((top, card) => (top === null || card.viewCount > top.viewCount ? card : top), null);
}

/** What a preview's player ended with (000 §2.4): the limit, a status change, or blocked auto-play. */
export type PreviewOutcome = "EXCEED_PLAY_LIMIT" | "STATUS_ERROR" | "AUTO_PLAY_BLOCK";

// --- Top banners and their alarms (000 §2.4, §4.4) ---

export type TopBanner = {
  idx: string;
  /** Set when the banner offers a broadcast alarm. */
  alarmIdx: string | null;
  imageUrl: string | null;
  memo: string;
  period: string;
  title: string;
  content: string;
  link: string;
  type: string;
  orderNo: number;
};

/** Banners by orderNo; banners sharing an orderNo come in a random order. */
export function sortBanners<T extends { orderNo: number }>(banners: T[], random: () => number = Math.random): T[] {
  const groups = new Map<number, T[]>();
  for (const banner of banners) groups.set(banner.orderNo, [...(groups.get(banner.orderNo) ?? []), banner]);
  return [...groups.keys()].sort((a, b) => a - b).flatMap((orderNo) => shuffle(groups.get(orderNo)!, random));
}

/** A member's alarm for a banner: none yet, or reserved. Guests get the login prompt. */
export type AlarmState = "none" | "reserved";

/** Menu items of a home list (000 §2.9): those of the card kind, and '추천받지 않기' before '스트리머 숨기기'
 * in recommendation (prefer) lists. */
export function homeMenu(kind: CardKind, recommendation: boolean): CardMenuKey[] {
  const items = defaultMenuFor(kind);
  if (!recommendation) return items;
  const at = items.indexOf("hidden");
  return at === -1 ? [...items, "not-recommend"] : [...items.slice(0, at), "not-recommend", ...items.slice(at)];
}

// --- The page as the loader hands it to the components ---

export type SectionTitle = { html: string } | { text: string };
type SectionBase = { id: string; divider: boolean };

export type CardSection = SectionBase & {
  kind: "cards";
  contentType: "LIVE" | "VOD" | "CATCH" | "STORY" | "CINETY";
  title: SectionTitle;
  hideTitle: boolean;
  button: SectionButton | null;
  layout: "slider" | "grid";
  rows: number;
  cards: BroadcastCard[];
  namespace: string;
  /** Prefer live and VOD: the search parameter of the 'more' stages, the current stage and the list's length. */
  /** 'More' of the prefer live and VOD lists: the stage shown, its page ('all' only) and the list's length. */
  more: { param: "live" | "vod"; stage: MoreStage; page: number | null; total: number } | null;
  /** Card menu items (recommendation lists add '추천받지 않기'). */
  menu: CardMenuKey[];
  /** Where the page's first render stops in this list (planFirstScreens), when it does. */
  firstScreen?: ListFirstScreen;
};
export type CategorySection = SectionBase & {
  kind: "categories";
  title: SectionTitle;
  hideTitle: boolean;
  button: SectionButton | null;
  layout: "slider" | "grid";
  rows: number;
  tiles: CategoryTile[];
};
export type BannerSection = SectionBase & { kind: "banners"; banners: Array<TopBanner & { alarm: AlarmState | null }> };
export type PreviewSection = SectionBase & {
  kind: "preview";
  slots: PreviewSlot<PlacedAd, PreviewCard>[];
  /** Prefer mode: shown only where the main banner is not (it hides at ≤ 1200 px). */
  yieldsToBanner: boolean;
  /** Members: whether each previewed streamer is a favourite. */
  favourites: Record<string, boolean>;
};
export type HomeSection = CardSection | CategorySection | BannerSection | PreviewSection;
/** A section as the page receives it: its cards as columns (card-columns.ts). */
export type PageSection = WithCardColumns<CardSection> | CategorySection | BannerSection | PreviewSection;

/** Elements a section other than a card list renders (the frame's cost is the page's). */
function sectionCost(section: Exclude<HomeSection, CardSection>): number {
  if (section.kind === "preview") return ELEMENT_COST.preview;
  if (section.kind === "banners") return ELEMENT_COST.banners;
  return ELEMENT_COST.section + section.tiles.length * ELEMENT_COST.tile;
}

/**
 * The home page's first render (domain/first-render.ts): the preview, the banners, the category tiles and every
 * list's title always (small, and mostly at the top), then the lists' cards in their order while they fit; the
 * list that does not fit shows the cards that do, and every list after it only its title, its cards following as
 * the reader comes near (or in the page whole, `whole`). A list that fits whole is left as it is, and so is one
 * the reader asked to see more of.
 */
export function planFirstScreens(sections: HomeSection[], whole: boolean, budget: number = FIRST_RENDER_ELEMENTS): HomeSection[] {
  let used = sections.reduce<number>((sum, section) => sum + (section.kind === "cards" ? ELEMENT_COST.section : sectionCost(section)), ELEMENT_COST.frame);
  let full = false;
  return sections.map((section) => {
    if (section.kind !== "cards") return section;
    const count = section.cards.length;
    // A list the reader asked to see more of ('more': 60, 'all') is shown whole.
    const asked = section.more !== null && section.more.stage !== "initial";
    const shown = asked ? count : full ? 0 : cardsThatFit(budget - used, count);
    used += shown * ELEMENT_COST.card;
    if (shown === count) return section;
    full = true;
    return { ...section, firstScreen: { shown, restId: `${section.id}-rest`, whole } };
  });
}
