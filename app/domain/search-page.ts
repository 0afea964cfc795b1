// The data of the /search page as its components render it: what the loader found for one query
// (routes/search/search-results.server.ts) and the page's controls as plain labels and hrefs
// (routes/search/controls.server.ts). Types only, so that the page's components need no server module.
import type { CardColumns, WithCardColumns } from "./card-columns";
import type { BroadcastCard } from "./cards";
import type {
  ExtraLiveState,
  PostResult,
  ProfileLive,
  ProfileTheme,
  ResultCounts,
  SearchGroup,
  SearchQuery,
  StreamerSummary,
  Suggestion,
  TagTrendItem,
} from "./search";

export type SearchStatus = "empty" | "illegal" | "forbidden" | "results";

export type SearchPageData = {
  query: SearchQuery;
  status: SearchStatus;
  suggestion: Suggestion | null;
  /** The keyword the results are for (the corrected one after an autofix). */
  searched: string;
  groups: SearchGroup[];
  theme: ProfileTheme;
  live: { cards: BroadcastCard[]; extra: BroadcastCard[]; extraState: ExtraLiveState; hasMore: boolean };
  vod: { cards: BroadcastCard[]; hasMore: boolean };
  catches: BroadcastCard[];
  stories: BroadcastCard[];
  posts: { items: PostResult[]; hasMore: boolean };
  streamers: { items: StreamerSummary[]; hasMore: boolean };
  /** Each list's count, for the tabs (domain/search.ts). */
  resultCounts: ResultCounts;
  recommendedStreamers: StreamerSummary[];
  related: string[];
  tagTrend: TagTrendItem[];
  /** League names in English unless the browser prefers Korean (000 §2.7). */
  english: boolean;
  today: string;
  isOwnProfile: boolean;
  /** The profile's streamer on air (issue 72: live first): the broadcast the card's '방송 보기' opens. */
  profileLive: ProfileLive | null;
  /** The total tab found nothing at all: '검색 결과가 없습니다.' */
  nothingFound: boolean;
  /** The post tab's empty title when a period is set: '최근 {period}간 게시글 검색결과가 없습니다.' */
  postEmptyTitle: string | null;
};

export type LinkOption = { label: string; href: string | null; current: boolean };
export type FilterControl = { label: string; currentLabel: string; options: LinkOption[] };
export type PeriodControl = FilterControl & {
  /** '직접입력': a GET form with two dates, carrying the rest of the query as hidden fields. */
  custom: { legend: string; hidden: Array<[string, string]>; param: string; startParam: string; endParam: string; start: string; end: string; max: string };
};
/** A tab's result count as shown: the number written out ('1,234'), and whether the list goes on past it ('12+'). */
export type TabCount = { number: string; atLeast: boolean };
export type TabLink = { key: string; label: string; href: string; current: boolean; count: TabCount | null };

/** The tabs, the filter menus and '더보기' of the page. */
export type SearchControls = {
  tabs: TabLink[];
  more: { live: string | null; vod: string | null; post: string | null; streamer: string | null };
  liveOrder: FilterControl;
  vodOrder: FilterControl | null;
  vodFileType: FilterControl | null;
  vodPeriod: PeriodControl | null;
  postPeriod: PeriodControl | null;
  streamerOrder: FilterControl | null;
};

/** The results and the controls. */
export type SearchResultsData = SearchPageData & { controls: SearchControls };

/** What the loader sends: the results' card lists as columns (card-columns.ts). */
export type SearchResultsView = Omit<SearchResultsData, "live" | "vod" | "catches" | "stories"> & {
  live: Omit<SearchPageData["live"], "cards" | "extra"> & { cards: CardColumns; extra: CardColumns };
  vod: WithCardColumns<SearchPageData["vod"]>;
  catches: CardColumns;
  stories: CardColumns;
};
