// The search host's calls (000 §7.3, §7.4): GET /api.php with m = stopWord, profileTheme, unifiedSearch,
// liveSearch, vodSearch, postsSearch, bjSearch and hashSearch, each dropping empty parameters and carrying
// the stop-word step's session key; the directory's category list, info and contents; the sports schedule.
// A failed call gives its empty default (000 §8).
import type { ContentsFilters, ContentsPage, ContentType, CategoryInfo, ListOrder } from "~/domain/directory";
import { contentsNormaliser, normaliseCategoryInfo } from "~/normalise/directory";
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import type { SportsGame } from "~/domain/live";
import { fillPages, PAGE_SIZE } from "~/domain/paging";
import {
  dropEmpty,
  EMPTY_PROFILE_THEME,
  type LiveOrder,
  liveOrderParams,
  type Period,
  type PostResult,
  type ProfileTheme,
  STOP_WORD_DEFAULT,
  type StopWordResult,
  type StreamerOrder,
  type StreamerSummary,
  type TagTrendItem,
  type VodFileTypeFilter,
  type VodOrder,
} from "~/domain/search";
import { normaliseCategory, normaliseList } from "~/normalise/cards";
import { normaliseSportsGame } from "~/normalise/live";
import {
  liveCards,
  normalisePost,
  normaliseProfileTheme,
  normaliseRelatedKeywords,
  normaliseStopWord,
  normaliseStreamer,
  normaliseTagTrend,
  vodCards,
} from "~/normalise/search";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { cached, type CachePolicy } from "../cache.server";
import { derivedOnce, normalisedOnce } from "../kept-answers.server";
import { orDefault, upstreamFetch } from "../policy.server";
import { flagish, lenientArray, ListAnswer, looseArray, listIsMore, numberish, numberOr, stringish } from "../schema.server";
import type { CallContext } from "../transport.server";

const API = "/api.php";
type Params = Record<string, string | number | boolean | null | undefined>;

function search<S extends z.ZodTypeAny>(ctx: CallContext, m: string, params: Params, schema: S) {
  return upstreamFetch(ctx, "search", API, { query: dropEmpty({ m, ...params }), schema, keep: true });
}

const item = z.record(z.unknown());
const hasMore = (value: unknown) => value === true || value === 1 || value === "1" || value === "true" || value === "Y";

// ---------------------------------------------------------------------------------------------------

const StopWordFields = z.object({ isstop: stringish }).passthrough();
const StopWordSchema = z.union([z.object({ data: StopWordFields }).passthrough(), z.object({ DATA: StopWordFields }).passthrough(), StopWordFields]);

export type StopWordInput = {
  keyword: string;
  acttype: string;
  uid?: string | null;
  age?: number | null;
  stype?: string | null;
  szStype?: string | null;
  original?: string | null;
  modified?: string | null;
  location?: string | null;
  pkCnt?: string | null;
  hasHint?: string | null;
  isHashSearch: boolean;
  tagname?: string | null;
  hasRemoveSuggest: boolean;
};

/** The first call of every search (000 §4.10); on failure the search goes on without suggestions. */
export async function checkStopWord(ctx: CallContext, input: StopWordInput): Promise<StopWordResult> {
  const result = await search(
    ctx,
    "stopWord",
    {
      d: input.keyword,
      acttype: input.acttype,
      uid: input.uid,
      stype: input.stype,
      original: input.original,
      modified: input.modified,
      location: input.location || "etc",
      pk_cnt: input.pkCnt,
      has_hint: input.hasHint,
      isHashSearch: input.isHashSearch ? 1 : 0,
      age: input.age,
      szStype: input.szStype,
      tagname: input.tagname,
      hasRemoveSuggest: input.hasRemoveSuggest ? "true" : null,
    },
    StopWordSchema,
  );
  return result.ok ? normaliseStopWord(result.data, input.keyword) : { ...STOP_WORD_DEFAULT, origin: input.keyword };
}

// ---------------------------------------------------------------------------------------------------

const ProfileThemeSchema = z.object({ data: z.record(z.unknown()) }).passthrough();

export type ProfileThemeInput = { sessionKey: string; keyword: string; pttype: "all" | "esport"; date: string; size: number };

/** Profile, theme, game profile and esports schedule of a keyword (total tab). */
export async function getProfileTheme(ctx: CallContext, input: ProfileThemeInput): Promise<ProfileTheme> {
  const result = await search(
    ctx,
    "profileTheme",
    {
      sck_session_key: input.sessionKey,
      d: input.keyword,
      pttype: input.pttype,
      date: input.date,
      order: "current_sum_viewer",
      orderBy: "desc",
      size: input.size,
    },
    ProfileThemeSchema,
  );
  return result.ok ? derivedOnce(result.data, profileTheme) : EMPTY_PROFILE_THEME;
}

function profileTheme(answer: z.output<typeof ProfileThemeSchema>): ProfileTheme {
  const theme = normaliseProfileTheme(answer);
  // Theme HTML is the operator's markup from upstream: sanitised before it reaches the page.
  return { ...theme, themes: theme.themes.map((block) => ({ ...block, html: sanitizeHtml(block.html) })).filter((block) => block.html.trim()) };
}

// ---------------------------------------------------------------------------------------------------

const RelatedSchema = z.union([
  z.object({ relatedSearchTerms: z.union([z.array(z.unknown()), z.object({ data: z.array(z.unknown()) }).passthrough()]) }).passthrough(),
  z.object({ data: z.object({ relatedSearchTerms: z.unknown() }).passthrough() }).passthrough(),
]);

/** '🔥 연관 검색어' (unifiedSearch, limit 20). */
export async function getRelatedKeywords(ctx: CallContext, input: { sessionKey: string; keyword: string; tab: string; limit: number }): Promise<string[]> {
  const result = await search(
    ctx,
    "unifiedSearch",
    { sck_session_key: input.sessionKey, keyword: input.keyword, limit: input.limit, tab: input.tab },
    RelatedSchema,
  );
  return result.ok ? normaliseRelatedKeywords(result.data).slice(0, input.limit) : [];
}

// ---------------------------------------------------------------------------------------------------

const LiveSearchSchema = z
  .object({
    REAL_BROAD: lenientArray(item),
    EXTRA_BROAD: looseArray(item),
    HAS_MORE_LIST: flagish,
  })
  .passthrough();

export type LiveSearchInput = {
  sessionKey: string;
  keyword: string;
  order: LiveOrder;
  page: number;
  size: number;
  tab: string;
  location: string;
  tag: string | null;
  withExtra: boolean;
};

/** `received`: how many broadcasts REAL_BROAD brought (the list's count is read from it: domain/search.ts
 * liveResultCount); null when the call failed. */
export type LiveSearchPage = { cards: BroadcastCard[]; extra: BroadcastCard[]; hasMore: boolean; received: number | null };
export const EMPTY_LIVE_PAGE: LiveSearchPage = { cards: [], extra: [], hasMore: false, received: null };

/**
 * One page of live results. HAS_MORE_LIST stays true on empty pages and TOTAL_CNT non-zero (upstream-shapes.md
 * §4), so paging ends on an empty REAL_BROAD only, and TOTAL_CNT is not read.
 */
export async function searchLive(ctx: CallContext, input: LiveSearchInput): Promise<LiveSearchPage> {
  const result = await search(
    ctx,
    "liveSearch",
    {
      sck_session_key: input.sessionKey,
      ...liveOrderParams(input.order),
      szKeyword: input.keyword,
      nPageNo: input.page,
      nListCnt: input.size,
      tab: input.tab,
      location: input.location,
      isHashSearch: input.tag ? 1 : 0,
      isExtra: input.withExtra ? 1 : 0,
      onlyParent: 1,
      tagname: input.tag,
    },
    LiveSearchSchema,
  );
  return result.ok ? derivedOnce(result.data, liveSearchPage) : EMPTY_LIVE_PAGE;
}

function liveSearchPage(answer: z.output<typeof LiveSearchSchema>): LiveSearchPage {
  const cards = liveCards(answer.REAL_BROAD);
  return {
    cards,
    extra: cards.length ? [] : liveCards(answer.EXTRA_BROAD),
    hasMore: cards.length > 0 && hasMore(answer.HAS_MORE_LIST),
    received: answer.REAL_BROAD.length,
  };
}

// ---------------------------------------------------------------------------------------------------

const VodSearchSchema = z
  .object({
    DATA: lenientArray(item),
    CATCH_DATA: looseArray(item),
    CATCH_STORY_DATA: looseArray(item),
    HAS_MORE_LIST: flagish,
    TOTAL_CNT: numberOr(null),
  })
  .passthrough();

export type VodSearchInput = {
  sessionKey: string;
  keyword: string;
  page: number;
  size: number;
  order: VodOrder;
  fileType: VodFileTypeFilter;
  period: Period;
  start: string | null;
  end: string | null;
  tab: string;
  location: string;
  tag: string | null;
};

/** `total`: TOTAL_CNT, the list's count; null when the call failed or sent none. */
export type VodSearchPage = { cards: BroadcastCard[]; catches: BroadcastCard[]; stories: BroadcastCard[]; hasMore: boolean; total: number | null };
export const EMPTY_VOD_PAGE: VodSearchPage = { cards: [], catches: [], stories: [], hasMore: false, total: null };

export async function searchVod(ctx: CallContext, input: VodSearchInput): Promise<VodSearchPage> {
  const result = await search(
    ctx,
    "vodSearch",
    {
      sck_session_key: input.sessionKey,
      szKeyword: input.keyword,
      nPageNo: input.page,
      nListCnt: input.size,
      szOrder: input.order,
      szFileType: input.fileType,
      szTerm: input.period,
      szStartDate: input.start,
      szEndDate: input.end,
      tab: input.tab,
      location: input.location,
      isHashSearch: input.tag ? 1 : 0,
      searchType: input.tag ? "hash" : "total",
      tagname: input.tag,
      v: input.tag ? "4.0" : "5.0",
    },
    VodSearchSchema,
  );
  return result.ok ? derivedOnce(result.data, vodSearchPage) : EMPTY_VOD_PAGE;
}

function vodSearchPage({ DATA, CATCH_DATA, CATCH_STORY_DATA, HAS_MORE_LIST, TOTAL_CNT }: z.output<typeof VodSearchSchema>): VodSearchPage {
  return {
    cards: vodCards(DATA),
    catches: vodCards(CATCH_DATA).filter((card) => card.kind === "catch"),
    stories: vodCards(CATCH_STORY_DATA).filter((card) => card.kind === "story"),
    hasMore: DATA.length > 0 && hasMore(HAS_MORE_LIST),
    total: TOTAL_CNT,
  };
}

// ---------------------------------------------------------------------------------------------------

const PostsSchema = z.object({ DATA: lenientArray(item), TOTAL_CNT: numberOr(null) }).passthrough();

/** `total`: TOTAL_CNT; null when the call failed or sent none. */
export type PostsPage = { posts: PostResult[]; total: number | null };
export const EMPTY_POSTS_PAGE: PostsPage = { posts: [], total: null };

export async function searchPosts(
  ctx: CallContext,
  input: { sessionKey: string; keyword: string; page: number; size: number; period: Period; start: string | null; end: string | null },
): Promise<PostsPage> {
  const result = await search(
    ctx,
    "postsSearch",
    {
      sck_session_key: input.sessionKey,
      szKeyword: input.keyword,
      nPageNo: input.page,
      nListCnt: input.size,
      szOrder: "view_cnt",
      szTerm: input.period,
      szStartDate: input.start,
      szEndDate: input.end,
      nUseFiltering: 1,
    },
    PostsSchema,
  );
  return result.ok ? derivedOnce(result.data, postsPage) : EMPTY_POSTS_PAGE;
}

const postsPage = (answer: z.output<typeof PostsSchema>): PostsPage => ({ posts: normaliseList(answer.DATA, normalisePost), total: answer.TOTAL_CNT });

// ---------------------------------------------------------------------------------------------------

const StreamersSchema = z.object({ DATA: lenientArray(item), RECOMMEND_DATA: looseArray(item), TOTAL_CNT: numberOr(null) }).passthrough();

/** `total`: TOTAL_CNT; null when the call failed or sent none. */
export type StreamersPage = { streamers: StreamerSummary[]; recommended: StreamerSummary[]; total: number | null };
export const EMPTY_STREAMERS_PAGE: StreamersPage = { streamers: [], recommended: [], total: null };

export async function searchStreamers(
  ctx: CallContext,
  input: { sessionKey: string; keyword: string; order: StreamerOrder; page: number; size: number },
): Promise<StreamersPage> {
  const result = await search(
    ctx,
    "bjSearch",
    { sck_session_key: input.sessionKey, szOrder: input.order, szKeyword: input.keyword, nPageNo: input.page, nListCnt: input.size, v: "3.0" },
    StreamersSchema,
  );
  return result.ok ? derivedOnce(result.data, streamersPage) : EMPTY_STREAMERS_PAGE;
}

const streamersPage = (answer: z.output<typeof StreamersSchema>): StreamersPage => ({
  streamers: normaliseList(answer.DATA, normaliseStreamer),
  recommended: normaliseList(answer.RECOMMEND_DATA, normaliseStreamer),
  total: answer.TOTAL_CNT,
});

// ---------------------------------------------------------------------------------------------------

const TagTrendSchema = z.union([
  z.object({ rank: z.array(z.unknown()) }).passthrough(),
  z.object({ data: z.object({ rank: z.array(z.unknown()) }).passthrough() }).passthrough(),
]);

/** '🔥 태그 트랜드' (hashSearch, service rank). */
export async function getTagTrend(ctx: CallContext, sessionKey: string): Promise<TagTrendItem[]> {
  const result = await search(ctx, "hashSearch", { sck_session_key: sessionKey, service: "rank" }, TagTrendSchema);
  return result.ok ? normaliseTagTrend(result.data) : [];
}

const CATEGORY_PAGE_CACHE: CachePolicy = { ttlMs: 30_000, staleMs: 10 * 60_000 };

export async function getCategoryList(
  ctx: CallContext,
  options: { keyword: string; order: ListOrder; pages: number; first?: number },
): Promise<{ tiles: CategoryTile[]; isMore: boolean }> {
  const { items, isMore } = await fillPages<CategoryTile>({
    pages: options.pages,
    first: options.first,
    pageSize: PAGE_SIZE.categories,
    keyOf: (tile) => tile.categoryNo,
    fetchPage: async (page) => {
      const key = `directory:categories:${options.keyword}:${options.order}:${page}`;
      const fetched = await cached(key, CATEGORY_PAGE_CACHE, async () => {
        const result = await upstreamFetch(ctx, "search", "/api.php", {
          query: {
            m: "categoryList",
            szKeyword: options.keyword,
            szOrder: options.order,
            nPageNo: page,
            nListCnt: PAGE_SIZE.categories,
            nOffset: (page - 1) * PAGE_SIZE.categories,
            szPlatform: "pc",
          },
          schema: ListAnswer,
        });
        if (!result.ok) return undefined;
        return { items: normaliseList(result.data.data?.list, normaliseCategory), more: listIsMore(result.data.data) };
      });
      return fetched ?? { items: [], more: false };
    },
  });
  return { tiles: items, isMore };
}

export type CategoryInfoResult = { status: "ok"; info: CategoryInfo } | { status: "missing" } | { status: "failed" };

export async function getCategoryInfo(ctx: CallContext, name: string): Promise<CategoryInfoResult> {
  const schema = z.object({ result: numberish.optional(), data: z.unknown().optional() }).passthrough();
  const result = await upstreamFetch(ctx, "search", "/api.php", { query: { m: "categoryInfo", szPlatform: "pc", szCateName: name }, schema, keep: true });
  if (!result.ok) return { status: "failed" };
  const info = result.data.result === 1 ? normaliseCategoryInfo(result.data.data) : null;
  return info ? { status: "ok", info } : { status: "missing" };
}

/** One page of a category's contents (categoryContentsList); `filters`: the list's type, size, order and filters. */
export async function getCategoryContentsPage(
  ctx: CallContext,
  categoryNo: string,
  page: number,
  type: ContentType,
  filters: ContentsFilters,
): Promise<ContentsPage> {
  const result = await upstreamFetch(ctx, "search", "/api.php", {
    query: { m: "categoryContentsList", nPageNo: page, szCateNo: categoryNo, ...filters },
    schema: ListAnswer,
    keep: true,
  });
  const data = orDefault(result, null)?.data;
  return { items: normalisedOnce(data?.list, contentsNormaliser(type)), more: listIsMore(data) };
}

export async function getSportsSchedule(ctx: CallContext): Promise<SportsGame[]> {
  const result = await upstreamFetch(ctx, "search", "/api.php", {
    query: { work: "get_schedule_list", code_list: "ALL", live_score: "true" },
    schema: z.object({ data: looseArray(z.object({}).passthrough()) }).passthrough(),
  });
  return normaliseList(orDefault(result, null)?.data, normaliseSportsGame);
}
