// Unified and tag search (000 §2.7, §3.9, §4.9, §4.10, §5, §9): the tabs, which result groups each tab
// shows, the filters with their defaults and the VOD exclusion rule, page sizes, the stop-word step's
// rules and the esports schedule rows (the keyword's highlight: domain/highlight.ts). Pure: shared by the loader and the page.
import type { BroadcastCard } from "./cards";
import { particle } from "~/i18n/ko/particles";

export const SEARCH_TABS = ["total", "broad", "vod", "post", "streamer"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Tag search tabs are LIVE and VOD; hashtype=catch (one reading) is the VOD tab showing Catch (docs/choices.md). */
export const HASH_TYPES = ["live", "vod", "catch"] as const;
export type HashType = (typeof HASH_TYPES)[number];

export type SearchMode = { kind: "search"; tab: SearchTab } | { kind: "tag"; hashType: HashType };

/** The result groups of 000 §2.7's table. */
export type SearchGroup =
  | "suggestion"
  | "profile"
  | "themeShortcuts"
  | "ads"
  | "theme"
  | "gameProfile"
  | "latestVod"
  | "homonyms"
  | "recommendContents"
  | "catchStory"
  | "catch"
  | "recommendedStreamers"
  | "live"
  | "vod"
  | "posts"
  | "streamers"
  | "tagResults"
  | "relatedKeywords"
  | "tagTrend";

const TOTAL_ONLY: SearchGroup[] = [
  "profile",
  "themeShortcuts",
  "ads",
  "theme",
  "gameProfile",
  "latestVod",
  "homonyms",
  "recommendContents",
  "catchStory",
  "catch",
];

/** Which groups show on a tab (000 §2.7, exactly). The tag trend goes with tag search (docs/choices.md). */
export function groupsFor(mode: SearchMode): ReadonlySet<SearchGroup> {
  const groups = new Set<SearchGroup>(["suggestion"]);
  if (mode.kind === "tag") {
    groups.add("tagResults");
    groups.add("tagTrend");
    return groups;
  }
  const { tab } = mode;
  if (tab === "total") TOTAL_ONLY.forEach((group) => groups.add(group));
  if (tab === "total" || tab === "streamer") groups.add("recommendedStreamers").add("streamers");
  if (tab === "total" || tab === "broad") groups.add("live");
  if (tab === "total" || tab === "vod") groups.add("vod");
  if (tab === "total" || tab === "post") groups.add("posts");
  groups.add("relatedKeywords");
  return groups;
}

// ---------------------------------------------------------------------------------------------------
// Filters (000 §2.7, §9)

/** Live sorts: relevance, participants (high or low first), most recently started. */
export const LIVE_ORDERS = ["score", "view_cnt_desc", "view_cnt_asc", "broad_start"] as const;
export type LiveOrder = (typeof LIVE_ORDERS)[number];

export const VOD_ORDERS = ["score", "view_cnt", "reg_date", "recomm_cnt"] as const;
export type VodOrder = (typeof VOD_ORDERS)[number];

export const VOD_FILE_TYPES = ["ALL", "REVIEW", "NORMAL", "CLIP", "HIGHLIGHT", "PLAYLIST"] as const;
export type VodFileTypeFilter = (typeof VOD_FILE_TYPES)[number] | "CATCH";

export const PERIODS = ["all", "1day", "1week", "1month", "1year", "period_select"] as const;
export type Period = (typeof PERIODS)[number];

export const STREAMER_ORDERS = ["score", "total_view_cnt", "total_broad_time", "favorite_cnt", "fanclub_cnt"] as const;
export type StreamerOrder = (typeof STREAMER_ORDERS)[number];

/** Search defaults (000 §9). */
export const SEARCH_DEFAULTS = {
  liveOrder: "score" as LiveOrder,
  /** Hashtag live default 'view_cnt_up': most participants first. */
  tagLiveOrder: "view_cnt_desc" as LiveOrder,
  vod: { order: "score" as VodOrder, fileType: "ALL" as VodFileTypeFilter, period: "1year" as Period },
  tagVod: { order: "view_cnt" as VodOrder, fileType: "ALL" as VodFileTypeFilter, period: "1week" as Period },
  /** Posts are sorted by view_cnt; only their period is a filter. */
  post: { period: "1month" as Period },
  streamerOrder: "score" as StreamerOrder,
};

/** The live sort as the upstream wants it: szOrder and szOrderType. */
export function liveOrderParams(order: LiveOrder): { szOrder: string; szOrderType: string } {
  if (order === "view_cnt_desc") return { szOrder: "view_cnt", szOrderType: "desc" };
  if (order === "view_cnt_asc") return { szOrder: "view_cnt", szOrderType: "asc" };
  return { szOrder: order, szOrderType: "desc" };
}

/** File types offered: the playlist is hidden under tag search (000 §2.7). */
export function vodFileTypesFor(isTag: boolean): Array<(typeof VOD_FILE_TYPES)[number]> {
  return VOD_FILE_TYPES.filter((type) => !(isTag && type === "PLAYLIST"));
}

/**
 * The VOD filter rule (000 §2.7): the 'UP수' sort and the playlist file type exclude each other, so the
 * one not chosen is disabled.
 */
export function isVodOptionDisabled(
  option: { order: VodOrder } | { fileType: VodFileTypeFilter },
  current: { order: VodOrder; fileType: VodFileTypeFilter },
): boolean {
  if ("order" in option) return option.order === "recomm_cnt" && current.fileType === "PLAYLIST";
  return option.fileType === "PLAYLIST" && current.order === "recomm_cnt";
}

/**
 * A VOD filter as the page may apply it: a URL (or a form sent without JS) may carry both sides of the
 * exclusion at once, and the file type wins, since it decides what the list holds. Under tag search the
 * playlist is not offered.
 */
export function reconcileVodFilter(
  filter: { order: VodOrder; fileType: VodFileTypeFilter },
  isTag: boolean,
  defaults = isTag ? SEARCH_DEFAULTS.tagVod : SEARCH_DEFAULTS.vod,
) {
  const fileType = isTag && filter.fileType === "PLAYLIST" ? defaults.fileType : filter.fileType;
  const order = filter.order === "recomm_cnt" && fileType === "PLAYLIST" ? defaults.order : filter.order;
  return { order, fileType };
}

// ---------------------------------------------------------------------------------------------------
// Page sizes (000 §9, second reading: docs/choices.md)

export const SEARCH_SIZES = {
  /** The total tab shows 6 lives, VODs and posts at first; '더보기' doubles what is visible. */
  totalInitial: 6,
  /** ...fetched 12 at a time (more when the visible count grows past it). */
  totalFetch: 12,
  /** Streamers on the total tab: 12 shown, 24 fetched. */
  totalStreamersInitial: 12,
  totalStreamersFetch: 24,
  /** Every list tab pages by 40. */
  tabPage: 40,
  /** At most this many pages are gathered for one view (400 items). */
  maxPages: 10,
  /** Largest visible count on the total tab (6 → 12 → 24 → 48): four lists of 48 keep the page near
   * 500 KB, four of 96 came near 1 MB; the list's own tab pages on from there. */
  maxVisible: 48,
  unifiedLimit: 20,
  relatedShown: 10,
  relatedExpanded: 20,
  gameProfileSize: 10,
  /** The game's live streamers: a full first list (10) offers '더보기', which fetches 100. */
  gameMoreSize: 100,
  catchSlides: 10,
  storySlides: 10,
  latestSlides: 6,
  streamerSlides: 8,
  simpleMedals: 5,
  /** The profile card folds its fields after this many ('프로필 더보기'). */
  profileFields: 3,
  /** 10문 10답 folds at this height ('펼치기'). */
  qnaFoldPx: 108,
} as const;

// ---------------------------------------------------------------------------------------------------
// Result counts on the tabs (ours, docs/choices.md)

/** A list's result count: exactly `value`, or at least `value` (the list goes on past what was fetched). */
export type ResultCount = { value: number; atLeast: boolean };

/** The counts a page knows, by list; null where it asked nothing of that list or its call failed. */
export type ResultCounts = Record<"live" | "vod" | "post" | "streamer", ResultCount | null>;
export const NO_RESULT_COUNTS: ResultCounts = { live: null, vod: null, post: null, streamer: null };

/**
 * LIVE's count, from the list itself: liveSearch's TOTAL_CNT cannot be trusted (upstream-shapes.md §4: with no
 * hits it stays non-zero). The list ends on a page that brought fewer broadcasts than were asked for (an empty
 * one included); until then the count is 'at least' what was listed. `received`: REAL_BROAD's length for each of
 * the pages first..last, null for a call that failed (then nothing is known); `shown`: the broadcasts of those
 * pages the page lists (repeats and hidden streamers left out); pages before `first` (not fetched: a list tab's
 * window, domain/paging.ts) were full.
 */
export function liveResultCount({
  first,
  size,
  received,
  shown,
}: {
  first: number;
  size: number;
  received: Array<number | null>;
  shown: number;
}): ResultCount | null {
  if (received.length === 0 || received.some((count) => count === null)) return null;
  const ended = received.some((count) => count !== null && count < size);
  return { value: (first - 1) * size + shown, atLeast: !ended };
}

/**
 * A count the upstream gives (TOTAL_CNT of vodSearch, postsSearch and bjSearch): the largest any page answered,
 * and never fewer than the pages listed; null when no page answered one.
 */
export function totalResultCount(totals: Array<number | null>, listed: number): ResultCount | null {
  const known = totals.filter((total): total is number => total !== null && Number.isFinite(total) && total >= 0);
  if (known.length === 0) return null;
  return { value: Math.max(listed, ...known), atLeast: false };
}

/** A visible count on the total tab: the initial count doubled any number of times, within bounds. */
export function visibleCount(requested: number | null, initial: number): number {
  if (requested === null || !Number.isFinite(requested) || requested <= initial) return initial;
  let count = initial;
  while (count < requested && count < SEARCH_SIZES.maxVisible) count *= 2;
  return count;
}

// ---------------------------------------------------------------------------------------------------
// The stop-word step (000 §4.10, §7.4)

/** szStype values (and stype 'di') that mean the keyword was typed into the search field. */
export const INPUT_FIELD_STYPES = ["di", "ac", "rt", "rk", "lc", "ad", "pk"] as const;

/**
 * The stop-word call's acttype: 'input_field' when szStype is di, ac, rt, rk, lc, ad or pk, or stype is
 * di; otherwise the acttype the link carried. A bare keyword (the header's box) counts as typed in.
 */
export function stopWordActType(input: { szStype?: string | null; stype?: string | null; acttype?: string | null; szActype?: string | null }): string {
  const szStype = input.szStype ?? "";
  if ((INPUT_FIELD_STYPES as readonly string[]).includes(szStype) || input.stype === "di") return "input_field";
  const carried = input.acttype || input.szActype || "";
  if (!carried && !szStype && !input.stype) return "input_field";
  return carried;
}

/** Empty parameter values are dropped from search requests (000 §2.7, §5). */
export function dropEmpty(params: Record<string, string | number | boolean | null | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (text.trim() === "") continue;
    kept[key] = text;
  }
  return kept;
}

/** The stop-word / suggest answer (000 §3.9). */
export type StopWordResult = {
  modified: string;
  origin: string;
  stopword: string;
  /** '0' means searching is allowed. */
  isstop: string;
  postpos: string;
  isIllegal: boolean;
  isAutofix: boolean;
  sessionKey: string;
};

/** When the stop-word call fails, the search goes on without suggestions (docs/choices.md). */
export const STOP_WORD_DEFAULT: StopWordResult = {
  modified: "",
  origin: "",
  stopword: "",
  isstop: "0",
  // None sent: the line chooses it by the corrected word (i18n/ko/particles.ts).
  postpos: "",
  isIllegal: false,
  isAutofix: false,
  sessionKey: "",
};

export type SearchBlock = "illegal" | "forbidden" | null;

/** Illegal keywords and forbidden words stop the search; illegal has its own text (000 §5). */
export function searchBlock(result: StopWordResult): SearchBlock {
  if (result.isIllegal) return "illegal";
  if (result.isstop !== "0") return "forbidden";
  return null;
}

export type Suggestion = { kind: "suggest" | "autofix"; modified: string; origin: string; postpos: string };

/** '이것을 찾으셨나요?' (suggest) or the autocorrect line (the search ran with the corrected word). */
export function suggestionOf(result: StopWordResult, keyword: string): Suggestion | null {
  const modified = result.modified.trim();
  if (!modified || modified === keyword) return null;
  return {
    kind: result.isAutofix ? "autofix" : "suggest",
    modified,
    origin: result.origin || keyword,
    postpos: result.postpos || particle(modified, "direction"),
  };
}

/** The keyword the result calls use: the corrected one after an autofix. */
export function effectiveKeyword(keyword: string, result: StopWordResult): string {
  const suggestion = suggestionOf(result, keyword);
  return suggestion?.kind === "autofix" ? suggestion.modified : keyword;
}

// ---------------------------------------------------------------------------------------------------
// Links

type Params = Record<string, string | number | null | undefined>;

/** A /search URL with the given parameters (empty ones left out). */
export function searchHref(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  return `/search?${search.toString()}`;
}

/** Tag links: hash=hashtag, tagname, hashtype, stype=hash, acttype, location, inflow_tab. */
export function tagSearchHref(tag: string, hashType: HashType = "live", from: { location?: string; inflowTab?: string } = {}): string {
  return searchHref({
    hashtype: hashType,
    hash: "hashtag",
    tagname: tag,
    stype: "hash",
    acttype: hashType,
    location: from.location ?? "search",
    inflow_tab: from.inflowTab,
  });
}

/** A related keyword or a tag trend entry searched as a typed-in keyword. */
export function keywordHref(keyword: string, szStype = "rk"): string {
  return searchHref({ szLocation: "total_search", szSearchType: "total", szKeyword: keyword, szStype });
}

/** The current URL with some parameters changed (null removes one). */
export function withParams(search: string | URLSearchParams, changes: Params): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  return `/search?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------------
// Entities (000 §3.9), normalised

export type StreamerSummary = {
  userId: string;
  nick: string;
  profileImageUrl: string | null;
  stationName: string;
  favoriteCount: number;
  fanclubCount: number;
  totalViewCount: number;
  broadTimeHours: number;
  isFan: boolean;
  isSubscriber: boolean;
  isFavourite: boolean;
  /** Set while the streamer is live. */
  liveBroadNo: string | null;
  medalUrl: string | null;
};

export type PostResult = {
  titleNo: string;
  userId: string;
  nick: string;
  stationUserId: string;
  stationName: string;
  title: string;
  /** Plain text (tags removed). */
  content: string;
  viewCount: number;
  /** Comments and replies (memo_cnt). */
  commentCount: number;
  regDate: number | null;
  photoCount: number;
  thumbnailUrl: string | null;
  profileImageUrl: string | null;
};

export type Medal = { kind: string; simpleUrl: string | null; basicUrl: string | null; content: string; description: string };

export type SearchProfile = {
  userId: string;
  nick: string;
  imageUrl: string | null;
  isFan: boolean;
  isSubscriber: boolean;
  fanCount: number;
  isFavourite: boolean;
  stationTitle: string;
  notice: string;
  noticeTitleNo: string | null;
  medals: Medal[];
  bornYear: number | null;
  age: number | null;
  viewCount: number | null;
  broadTimeHours: number | null;
  careers: string[];
  qna: Array<{ q: string; a: string }>;
};

export type ProfileField = "intro" | "notice" | "medal" | "age" | "viewers" | "broadTime" | "career";

export type GameEvent = { title: string; link: string; startDate: string; endDate: string };

export type GameProfile = {
  categoryNo: string;
  name: string;
  imageUrl: string | null;
  viewerCount: number;
  fixedTags: string[];
  categoryTags: string[];
  isDrops: boolean;
  lives: BroadcastCard[];
  stations: StreamerSummary[];
  events: GameEvent[];
  series: Array<{ title: string; imageUrl: string | null }>;
};

export const GAME_TABS = ["bj", "schedule", "stations", "events", "series"] as const;
export type GameTab = (typeof GAME_TABS)[number];

export type EsportTeam = { name: string; imageUrl: string | null; darkImageUrl: string | null };

export type EsportMatch = {
  key: string;
  /** 'HH:mm' as sent (KST). */
  time: string;
  league: string;
  season: string;
  seasonEng: string;
  status: string;
  titleNo: string | null;
  bbsNo: string | null;
  stationNo: string | null;
  broadNo: string | null;
  bjId: string | null;
  vodUserId: string | null;
  home: EsportTeam;
  away: EsportTeam;
  homeScore: number;
  awayScore: number;
};

export type EsportSchedule = {
  leagues: Array<{ name: string; nameEng: string }>;
  matches: EsportMatch[];
  date: string;
  prevDate: string | null;
  nextDate: string | null;
  show: boolean;
};

export type ThemeBlock = { html: string; backgroundColor: string | null; isTop: boolean };
export type ThemeShortcut = { title: string; url: string; buttons: Array<{ title: string; url: string }> };
export type SearchAd = { backgroundColor: string | null; imageUrl: string; url: string };
export type RecommendItem = { kind: "card"; card: BroadcastCard; hot: boolean } | { kind: "streamer"; streamer: StreamerSummary };

export type ProfileTheme = {
  ad: SearchAd | null;
  recommend: RecommendItem[];
  homonyms: StreamerSummary[];
  game: GameProfile | null;
  esport: EsportSchedule | null;
  profile: SearchProfile | null;
  latestVods: BroadcastCard[];
  relatedStreamers: StreamerSummary[];
  themes: ThemeBlock[];
  shortcuts: ThemeShortcut[];
  themeVods: Array<{ nick: string; cards: BroadcastCard[] }>;
};

export const EMPTY_PROFILE_THEME: ProfileTheme = {
  ad: null,
  recommend: [],
  homonyms: [],
  game: null,
  esport: null,
  profile: null,
  latestVods: [],
  relatedStreamers: [],
  themes: [],
  shortcuts: [],
  themeVods: [],
};

/** A live streamer's broadcast as their profile card shows it (its title and viewers when the LIVE list has it). */
export type ProfileLive = { broadNo: string; title: string | null; viewCount: number | null };

/**
 * The broadcast of a searched streamer who is on air (issue 72: a streamer's name leads to their live): their card of
 * the LIVE list, else the streamer list's mark that they are live; null when they are not.
 */
export function profileLiveOf(userId: string, lives: BroadcastCard[], streamers: StreamerSummary[]): ProfileLive | null {
  const card = lives.find((live) => live.userId === userId);
  if (card) return { broadNo: card.id, title: card.title, viewCount: card.viewCount };
  const broadNo = streamers.find((streamer) => streamer.userId === userId)?.liveBroadNo;
  return broadNo ? { broadNo, title: null, viewCount: null } : null;
}

/** A LIVE list with the searched streamer's broadcast first. */
export function withLiveFirst(lives: BroadcastCard[], userId: string | null): BroadcastCard[] {
  const at = userId === null ? -1 : lives.findIndex((live) => live.userId === userId);
  return at <= 0 ? lives : [lives[at], ...lives.slice(0, at), ...lives.slice(at + 1)];
}

/** Live search: 0 real results, 1 only extra results, -1 nothing (000 §4.10). */
export type ExtraLiveState = 0 | 1 | -1;
export function extraLiveState(real: number, extra: number): ExtraLiveState {
  if (real > 0) return 0;
  return extra > 0 ? 1 : -1;
}

export type TagTrendItem = { tag: string; count: number };

/** The /search query string, read (app/forms/search-query.server.ts). */
export type SearchQuery = {
  /** The searched word: szKeyword, or the tag in tag search. */
  keyword: string;
  mode: SearchMode;
  filters: {
    liveOrder: LiveOrder;
    vodOrder: VodOrder;
    vodFileType: VodFileTypeFilter;
    vodPeriod: Period;
    vodStart: string | null;
    vodEnd: string | null;
    postPeriod: Period;
    postStart: string | null;
    postEnd: string | null;
    streamerOrder: StreamerOrder;
  };
  /** Pages gathered on a list tab (40 each). */
  page: number;
  /** Visible counts on the total tab ('더보기' doubles them). */
  counts: { live: number; vod: number; post: number; streamer: number };
  /** Another day of the esports schedule (YYYY-MM-DD); null = today. */
  esportDate: string | null;
  /** The game profile's streamers fetched 100 at a time ('더보기' of 관련 스트리머). */
  gameMore: boolean;
  /** Where the search came from, passed on to the stop-word step. */
  context: {
    szLocation: string | null;
    location: string | null;
    stype: string | null;
    szStype: string | null;
    acttype: string | null;
    szActype: string | null;
    hasHint: string | null;
    pkCnt: string | null;
    originalKeyword: string | null;
    modifiedKeyword: string | null;
    hasRemoveSuggest: boolean;
    inflowTab: string | null;
  };
};

/**
 * View-only parameters (game tab, league tab, medal layer, folded parts): links change them so that
 * everything works without JS, but they need no new data, so the page reads them from the URL itself
 * and the route skips its loader when only they change.
 */
export const VIEW_PARAMS = ["gameTab", "league", "dialog", "profile", "related"] as const;

export type SearchView = {
  gameTab: GameTab | null;
  /** Raw league tab index; checked against the leagues with leagueIndex(). */
  league: number | null;
  medalLayer: boolean;
  profileExpanded: boolean;
  relatedExpanded: boolean;
};

export function parseSearchView(params: URLSearchParams): SearchView {
  const gameTab = params.get("gameTab");
  const league = params.get("league");
  return {
    gameTab: (GAME_TABS as readonly string[]).includes(gameTab ?? "") ? (gameTab as GameTab) : null,
    league: league !== null && /^\d{1,3}$/.test(league) ? Number(league) : null,
    medalLayer: params.get("dialog") === "medal",
    profileExpanded: params.get("profile") === "more",
    relatedExpanded: params.get("related") === "more",
  };
}

/** True when two URLs of the page differ in view parameters only. */
export function onlyViewChanged(current: URLSearchParams, next: URLSearchParams): boolean {
  const strip = (params: URLSearchParams) => {
    const copy = new URLSearchParams(params);
    for (const key of VIEW_PARAMS) copy.delete(key);
    copy.sort();
    return copy.toString();
  };
  return current.toString() !== next.toString() && strip(current) === strip(next);
}
