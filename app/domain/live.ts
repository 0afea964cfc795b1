// Rules of the live listings (000 §2.6, §3.6–3.8, §4.8, §9): group types and tabs, sorts, poster
// categories, group banners and their bora variants, and how a sports game of the schedule is shown.
import type { WithCardColumns } from "./card-columns";
import type { BroadcastCard } from "./cards";
import { CATEGORY_NO, padCategoryNo } from "./category";
import { ELEMENT_COST, pagedFirstScreen, type ListFirstScreen } from "./first-render";

export const LIVE_GROUP_TYPES = ["game", "bora", "sports", "award2024"] as const;
export type LiveGroupType = (typeof LIVE_GROUP_TYPES)[number];
export const isLiveGroupType = (value: unknown): value is LiveGroupType => (LIVE_GROUP_TYPES as readonly unknown[]).includes(value);

/** Tabs of the live pages: award2024 is a valid group but not among the tabs (000 §2.6). */
export const LIVE_TABS = ["all", "game", "bora", "sports"] as const;
export type LiveTab = (typeof LIVE_TABS)[number] | "award2024";
export const liveTabHref = (tab: LiveTab) => (tab === "all" ? "/live/all" : `/live/group/${tab}`);

/** Sorts of the live list, as the upstream's orderType (upstream-shapes.md §1). */
export const LIVE_SORTS = ["view_cnt", "view_cnt_asc", "broad_start"] as const;
export type LiveSort = (typeof LIVE_SORTS)[number];
export const DEFAULT_LIVE_SORT: LiveSort = "view_cnt";

/** A poster category of a live group (000 §3.6). */
export type PosterCategory = { categoryNo: string; name: string; imageUrl: string | null; viewers: number; isAdult: boolean };

/** Group banner item and text banner item (000 §3.7). */
export type GroupBanner = { link: string; bgColor: string | null; newWindow: boolean; imageUrl: string };
export type TextBanner = { no: string; linkUrl: string; title: string };

/** Which banner set a group page shows: bora by its category's variant (000 §2.6, §9). */
export type BannerKey = "game" | "sport" | "virtual" | "music" | "pet" | "hobby" | "art";
export function bannerKeyFor(type: LiveGroupType, categoryNo: string | null): BannerKey | null {
  if (type === "game") return "game";
  if (type === "sports") return "sport";
  if (type !== "bora" || !categoryNo) return null;
  const variants: Record<string, BannerKey> = {
    [CATEGORY_NO.virtual]: "virtual",
    [CATEGORY_NO.bannerMusic]: "music",
    "00580000": "pet",
    "00020007": "hobby",
    "00020009": "art",
  };
  return variants[padCategoryNo(categoryNo)] ?? null;
}

/** The live list call for a page (000 §7.3): a group or all by action, a poster category by cate. */
export function liveListQuery(options: { group: LiveGroupType | "all"; categoryNo: string | null; sort: LiveSort; page: number; adult: boolean }) {
  const base = { orderType: options.sort, pageNo: options.page, lang: "ko_KR" };
  if (options.categoryNo) return { selectType: "cate", selectValue: padCategoryNo(options.categoryNo), szActionType: options.adult ? 3 : 2, ...base };
  return { selectType: "action", selectValue: options.group, ...base };
}

// ---------------------------------------------------------------------------------------------------
// Sports schedule (000 §3.8, §4.8)

export type SportsGame = {
  codeName: string;
  liveState: string;
  liveGState: string;
  vsStatus: number;
  vsMatchTime: number | null;
  vsBjId: string;
  broadNo: string | null;
  reviewTitleNo: string | null;
  hlTitleNo: string | null;
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  vsHomeScore: number | null;
  vsAwayScore: number | null;
  vsCode: string;
  home: { name: string; imageUrl: string | null };
  away: { name: string; imageUrl: string | null };
  original: boolean;
  vsContent: string;
};

export const MIN_SCHEDULE_SLOTS = 4;
const IN_PROGRESS = new Set(["I", "D", "S", "T", "U"]);

export type PeriodLabel =
  | { kind: "fixed"; code: "S_FHA" | "S_SHA" | "S_OTST" | "S_TFE" | "S_PSO" | "S_HAT" | "S_OT" | "S_2OT" | "S_3OT" | "S_GF" }
  | { kind: "inning"; n: number; half: "top" | "bottom" }
  | { kind: "quarter"; n: number }
  | { kind: "set"; n: number };

const FIXED_PERIODS = new Set(["S_FHA", "S_SHA", "S_OTST", "S_TFE", "S_PSO", "S_HAT", "S_OT", "S_2OT", "S_3OT", "S_GF"]);

/** Reads a period code (S_FHA, S_3T, S_2Q, …); null for codes outside §4.8. */
export function periodLabel(code: string): PeriodLabel | null {
  if (FIXED_PERIODS.has(code)) return { kind: "fixed", code: code as Extract<PeriodLabel, { kind: "fixed" }>["code"] };
  const match = /^S_(\d{1,2})([TBQS])$/.exec(code);
  if (!match) return null;
  const n = Number(match[1]);
  if (match[2] === "T" && n >= 1 && n <= 20) return { kind: "inning", n, half: "top" };
  if (match[2] === "B" && n >= 1 && n <= 20) return { kind: "inning", n, half: "bottom" };
  if (match[2] === "Q" && n >= 1 && n <= 4) return { kind: "quarter", n };
  if (match[2] === "S" && n >= 1 && n <= 5) return { kind: "set", n };
  return null;
}

/** The state badge of a game: what it says and where it leads. */
export type GameBadge =
  | { kind: "scheduled"; time: number | null }
  | { kind: "live" }
  | { kind: "highlight"; titleNo: string | null }
  | { kind: "cancelled" }
  | { kind: "ended" }
  | { kind: "broadcastEnded" };

export type GameView = {
  /** vsStatus 0 (scheduled) is shown only for original games. */
  visible: boolean;
  /** vsStatus 3 and 6 have no match body (teams and scores); vsContent stands in. */
  matchBody: boolean;
  badge: GameBadge;
  /** Badge links: LIVE and 하이라이트 do; 경기종료, 방송종료, 경기취소 and status 3 never. */
  badgeClickable: boolean;
  /** In progress (I, D, S, T, U): the period label, linking to the live stream. */
  period: PeriodLabel | null;
  inProgress: boolean;
  /** Left and right sides: home first, away first for KBO (000 §4.8). */
  sides: Array<{ side: "home" | "away"; name: string; imageUrl: string | null; score: number | null; winner: boolean }>;
};

export const isKbo = (codeName: string) => codeName.trim().toUpperCase() === "KBO";

/** How one game of the schedule is shown (000 §4.8), one rule per row of its two tables. */
export function sportsGameView(game: SportsGame): GameView {
  const status = game.liveState === "C" ? 4 : game.vsStatus;
  const inProgress = IN_PROGRESS.has(game.liveState);
  const ended = game.liveState === "F" || status === 5 || status === 2 || status === 7;

  let badge: GameBadge;
  if (status === 4) badge = { kind: "cancelled" };
  else if (status === 7) badge = { kind: "broadcastEnded" };
  else if (status === 5) badge = { kind: "ended" };
  else if (status === 2) badge = { kind: "highlight", titleNo: game.hlTitleNo ?? game.reviewTitleNo };
  else if (status === 1) badge = { kind: "live" };
  else if (game.liveState === "B") badge = { kind: "scheduled", time: game.vsMatchTime };
  else if (game.liveState === "F") badge = { kind: "ended" };
  else if (inProgress) badge = { kind: "live" };
  else badge = { kind: "scheduled", time: game.vsMatchTime };

  const badgeClickable = status !== 3 && (badge.kind === "live" || (badge.kind === "highlight" && badge.titleNo !== null));
  const showScores = status !== 4 && (inProgress || ended) && badge.kind !== "scheduled";
  const homeScore = showScores ? (inProgress ? game.liveHomeScore : (game.vsHomeScore ?? game.liveHomeScore)) : null;
  const awayScore = showScores ? (inProgress ? game.liveAwayScore : (game.vsAwayScore ?? game.liveAwayScore)) : null;
  const decided = homeScore !== null && awayScore !== null && homeScore !== awayScore;
  const home = { side: "home" as const, ...game.home, score: homeScore, winner: decided && homeScore! > awayScore! };
  const away = { side: "away" as const, ...game.away, score: awayScore, winner: decided && awayScore! > homeScore! };

  return {
    visible: status !== 0 || game.original,
    matchBody: status !== 3 && status !== 6,
    badge,
    badgeClickable,
    period: inProgress && status !== 4 ? periodLabel(game.liveGState) : null,
    inProgress: inProgress && status !== 4,
    sides: isKbo(game.codeName) ? [away, home] : [home, away],
  };
}

/** The games to show, in time order, padded to at least 4 slots (null = '경기가 없습니다'). */
export function scheduleSlots<T extends SportsGame>(games: T[]): Array<T | null> {
  const shown = games.filter((game) => sportsGameView(game).visible).sort((a, b) => (a.vsMatchTime ?? 0) - (b.vsMatchTime ?? 0));
  const slots: Array<T | null> = [...shown];
  while (slots.length < MIN_SCHEDULE_SLOTS) slots.push(null);
  return slots;
}

/** The text banner rotates every 2.5 s; the star ranking carousel every 5 s (000 §9). */
export const TEXT_BANNER_INTERVAL_MS = 2500;
export const STAR_RANK_CAROUSEL_MS = 5000;
/** Items per themed rank list asked from the upstream (000 §7.5). */
export const STAR_RANK_COUNT = 4;

/** The star ranking (000 §3.10): top broadcasts for the carousel and themed rank lists. */
/** How far each ranked broadcast moved since the ranking before, by card key: up (positive) or down, where the
 * answer says (issue 72; our reading: docs/choices.md). */
export type RankChanges = Record<string, number>;
export type StarRankTheme<Card> = { title: string; detail: string; rankCode: string; items: Card[]; changes: RankChanges };
export type StarRank<Card> = { best: Card[]; bestChanges: RankChanges; themes: Array<StarRankTheme<Card>> };

/** What a live list page shows (000 §2.6). */
export type LivePageData = {
  group: LiveGroupType | "all";
  sort: LiveSort;
  page: number;
  /** The first page the view shows (the last pages that fit one HTML page: paging.pageWindow). */
  firstPage: number;
  posters: PosterCategory[];
  /** Name of the poster category chosen with ?categoryName, when it is one of the group's. */
  selected: string | null;
  banners: GroupBanner[];
  textBanners: TextBanner[];
  adult: boolean;
  cards: BroadcastCard[];
  isMore: boolean;
};

/** What the /live pages send: the list's cards as columns (card-columns.ts), the top and the sort as HTML. */
export type LivePageView = WithCardColumns<Omit<LivePageData, "posters" | "banners" | "textBanners" | "adult">> & {
  head: string;
  sortForm: string;
  /** Where the first render stops in the list's first page (liveFirstScreen), when it does. */
  firstScreen?: ListFirstScreen;
};

/**
 * Where the first render of a /live page stops (domain/first-render.ts): the cards of its first page that fit
 * beside the frame, the poster strip and the banners.
 */
export function liveFirstScreen(page: Pick<LivePageData, "firstPage" | "page" | "posters" | "banners" | "cards">, whole: boolean): ListFirstScreen | undefined {
  return pagedFirstScreen(page, page.posters.length * ELEMENT_COST.tile + (page.banners.length ? ELEMENT_COST.banners : 0), whole);
}
