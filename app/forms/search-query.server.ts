// The /search query string (000 §2.7) read into a SearchQuery: every parameter of the spec, the
// portal's own filter, paging and view parameters, with unknown or empty values falling back to the
// defaults of 000 §9.
import { z } from "zod";
import { MAX_KEYWORD } from "~/domain/search-keyword";
import {
  HASH_TYPES,
  LIVE_ORDERS,
  PERIODS,
  reconcileVodFilter,
  SEARCH_DEFAULTS,
  SEARCH_SIZES,
  SEARCH_TABS,
  STREAMER_ORDERS,
  VOD_FILE_TYPES,
  VOD_ORDERS,
  visibleCount,
  type SearchQuery,
} from "~/domain/search";

const optionalText = z.string().trim().max(100).optional().catch(undefined);
const count = z.coerce.number().int().positive().max(10_000).optional().catch(undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not). */
function isDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const dateText = z.string().refine(isDay).optional().catch(undefined);

const QuerySchema = z.object({
  szKeyword: z.string().trim().catch(""),
  szSearchType: z.enum(SEARCH_TABS).catch("total"),
  hash: optionalText,
  hashtype: z.enum(HASH_TYPES).catch("live"),
  tagname: z.string().trim().max(MAX_KEYWORD).catch(""),
  szLocation: optionalText,
  location: optionalText,
  stype: optionalText,
  szStype: optionalText,
  acttype: optionalText,
  szActype: optionalText,
  has_hint: optionalText,
  pk_cnt: optionalText,
  szOriginalKeyword: optionalText,
  szModifiedKeyword: optionalText,
  hasRemoveSuggest: optionalText,
  inflow_tab: optionalText,
  // The portal's own: filters, paging, visible counts, view state.
  liveOrder: z.enum(LIVE_ORDERS).optional().catch(undefined),
  vodOrder: z.enum(VOD_ORDERS).optional().catch(undefined),
  szVideoFileType: z
    .enum([...VOD_FILE_TYPES, "CATCH"])
    .optional()
    .catch(undefined),
  vodTerm: z.enum(PERIODS).optional().catch(undefined),
  vodStart: dateText,
  vodEnd: dateText,
  postTerm: z.enum(PERIODS).optional().catch(undefined),
  postStart: dateText,
  postEnd: dateText,
  bjOrder: z.enum(STREAMER_ORDERS).catch(SEARCH_DEFAULTS.streamerOrder),
  page: z.coerce.number().int().min(1).max(SEARCH_SIZES.maxPages).catch(1),
  liveCount: count,
  vodCount: count,
  postCount: count,
  bjCount: count,
  esportDate: dateText,
  gameMore: z.literal("1").optional().catch(undefined),
});

/**
 * A period with its dates: 'period_select' needs both dates, in order, within 2007-01-01 and today
 * (000 §5); otherwise the default period applies.
 */
function periodOf(
  term: SearchQuery["filters"]["vodPeriod"] | undefined,
  start: string | undefined,
  end: string | undefined,
  fallback: SearchQuery["filters"]["vodPeriod"],
  today: string,
) {
  if (term !== "period_select") return { period: term ?? fallback, start: null, end: null };
  const valid = start && end && start >= "2007-01-01" && start <= end && end <= today;
  return valid ? { period: term, start, end } : { period: fallback, start: null, end: null };
}

export function parseSearchQuery(params: URLSearchParams, today: string): SearchQuery {
  const raw = QuerySchema.parse(Object.fromEntries([...params.entries()].filter(([, value]) => value.trim() !== "")));
  const isTag = raw.hash === "hashtag" || (raw.stype === "hash" && raw.tagname !== "");
  const tag = raw.tagname.replace(/^#/, "");
  const keyword = (isTag ? tag || raw.szKeyword : raw.szKeyword).slice(0, MAX_KEYWORD);
  const vodDefaults = isTag ? SEARCH_DEFAULTS.tagVod : SEARCH_DEFAULTS.vod;
  const vodFilter = reconcileVodFilter(
    { order: raw.vodOrder ?? vodDefaults.order, fileType: isTag && raw.hashtype === "catch" ? "CATCH" : (raw.szVideoFileType ?? vodDefaults.fileType) },
    isTag,
  );
  const vodPeriod = periodOf(raw.vodTerm, raw.vodStart, raw.vodEnd, vodDefaults.period, today);
  const postPeriod = periodOf(raw.postTerm, raw.postStart, raw.postEnd, SEARCH_DEFAULTS.post.period, today);
  return {
    keyword,
    mode: isTag ? { kind: "tag", hashType: raw.hashtype } : { kind: "search", tab: raw.szSearchType },
    filters: {
      liveOrder: raw.liveOrder ?? (isTag ? SEARCH_DEFAULTS.tagLiveOrder : SEARCH_DEFAULTS.liveOrder),
      vodOrder: vodFilter.order,
      vodFileType: vodFilter.fileType,
      vodPeriod: vodPeriod.period,
      vodStart: vodPeriod.start,
      vodEnd: vodPeriod.end,
      postPeriod: postPeriod.period,
      postStart: postPeriod.start,
      postEnd: postPeriod.end,
      streamerOrder: raw.bjOrder,
    },
    page: raw.page,
    counts: {
      live: visibleCount(raw.liveCount ?? null, SEARCH_SIZES.totalInitial),
      vod: visibleCount(raw.vodCount ?? null, SEARCH_SIZES.totalInitial),
      post: visibleCount(raw.postCount ?? null, SEARCH_SIZES.totalInitial),
      streamer: visibleCount(raw.bjCount ?? null, SEARCH_SIZES.totalStreamersInitial),
    },
    esportDate: raw.esportDate ?? null,
    gameMore: raw.gameMore === "1",
    context: {
      szLocation: raw.szLocation ?? null,
      location: raw.location ?? null,
      stype: raw.stype ?? null,
      szStype: raw.szStype ?? null,
      acttype: raw.acttype ?? null,
      szActype: raw.szActype ?? null,
      hasHint: raw.has_hint ?? null,
      pkCnt: raw.pk_cnt ?? null,
      originalKeyword: raw.szOriginalKeyword ?? null,
      modifiedKeyword: raw.szModifiedKeyword ?? null,
      hasRemoveSuggest: raw.hasRemoveSuggest === "true",
      inflowTab: raw.inflow_tab ?? null,
    },
  };
}
