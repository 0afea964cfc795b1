// Everything the /search page shows, for one query: the stop-word step first, then - only when it allows
// searching - the calls of the groups the tab shows, in parallel, each section with its own empty
// default (000 §4.10, §7.4, §8). Lists leave out the viewer's hidden streamers. The page's data type is
// domain/search-page.ts (its components render it).
import { excludeHidden, type BroadcastCard } from "~/domain/cards";
import { pageWindow } from "~/domain/paging";
import {
  EMPTY_PROFILE_THEME,
  effectiveKeyword,
  extraLiveState,
  groupsFor,
  liveResultCount,
  profileLiveOf,
  withLiveFirst,
  NO_RESULT_COUNTS,
  searchBlock,
  SEARCH_SIZES,
  stopWordActType,
  suggestionOf,
  totalResultCount,
  type ExtraLiveState,
  type ProfileTheme,
  type SearchQuery,
} from "~/domain/search";
import type { SearchPageData } from "~/domain/search-page";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { search } from "~/i18n/ko/search";
import { getViewer } from "~/upstream/clients/station.server";
import { getHiddenStreamers } from "~/upstream/clients/live.server";
import type { CallContext } from "~/upstream/transport.server";
import {
  checkStopWord,
  EMPTY_LIVE_PAGE,
  EMPTY_POSTS_PAGE,
  EMPTY_STREAMERS_PAGE,
  EMPTY_VOD_PAGE,
  getProfileTheme,
  getRelatedKeywords,
  getTagTrend,
  searchLive,
  searchPosts,
  searchStreamers,
  searchVod,
  type LiveSearchPage,
  type VodSearchPage,
} from "~/upstream/clients/search.server";

const NO_RESULTS = {
  theme: EMPTY_PROFILE_THEME,
  live: { cards: [], extra: [], extraState: -1 as ExtraLiveState, hasMore: false },
  vod: { cards: [], hasMore: false },
  catches: [],
  stories: [],
  posts: { items: [], hasMore: false },
  streamers: { items: [], hasMore: false },
  resultCounts: NO_RESULT_COUNTS,
  recommendedStreamers: [],
  related: [],
  tagTrend: [],
  isOwnProfile: false,
  nothingFound: false,
  postEmptyTitle: null,
  profileLive: null,
};

/** Pages 1..n of a list, fetched together and joined (a page may repeat an item of the one before). */
/** Pages first..last of a list, in parallel. */
async function gather<P extends { hasMore: boolean }>({ first, last }: { first: number; last: number }, load: (page: number) => Promise<P>): Promise<P[]> {
  return Promise.all(Array.from({ length: last - first + 1 }, (_, index) => load(first + index)));
}

function joinCards(lists: BroadcastCard[][]): BroadcastCard[] {
  const seen = new Set<string>();
  return lists.flat().filter((card) => !seen.has(card.key) && Boolean(seen.add(card.key)));
}

const prefersKorean = (header: string | null) => !header || /^\s*ko\b/i.test(header);

type Viewer = Awaited<ReturnType<typeof getViewer>>;

/** The stop-word step's call (000 §4.10): the query's context as the upstream expects it. */
function checkQueryStopWord(ctx: CallContext, query: SearchQuery, viewer: Viewer) {
  const isTag = query.mode.kind === "tag";
  return checkStopWord(ctx, {
    keyword: query.keyword,
    acttype: stopWordActType(query.context),
    uid: viewer?.userId,
    age: viewer?.age,
    stype: query.context.stype,
    szStype: query.context.szStype,
    original: query.context.originalKeyword,
    modified: query.context.modifiedKeyword,
    location: query.context.location ?? query.context.szLocation,
    pkCnt: query.context.pkCnt,
    hasHint: query.context.hasHint,
    isHashSearch: isTag,
    tagname: isTag ? query.keyword : null,
    hasRemoveSuggest: query.context.hasRemoveSuggest,
  });
}

/** What one allowed search asks for: the keyword after the stop-word step, the lists wanted, their pages and sizes. */
function searchPlan(query: SearchQuery, keyword: string, sessionKey: string) {
  const isTag = query.mode.kind === "tag";
  const groups = groupsFor(query.mode);
  const tab = query.mode.kind === "search" ? query.mode.tab : null;
  const onTotal = tab === "total";
  const { counts } = query;
  return {
    query,
    keyword,
    sessionKey,
    isTag,
    groups,
    tab,
    onTotal,
    location: query.context.szLocation ?? query.context.location ?? "total_search",
    // A list tab shows pages 1..page, or the last of them that fit one HTML page.
    pages: onTotal ? { first: 1, last: 1 } : pageWindow(query.page, SEARCH_SIZES.tabPage),
    tag: isTag ? keyword : null,
    wantsLive: groups.has("live") || (isTag && query.mode.kind === "tag" && query.mode.hashType === "live"),
    wantsVod: groups.has("vod") || (isTag && query.mode.kind === "tag" && query.mode.hashType !== "live"),
    liveSize: onTotal ? Math.max(SEARCH_SIZES.totalFetch, counts.live) : SEARCH_SIZES.tabPage,
    vodSize: onTotal ? Math.max(SEARCH_SIZES.totalFetch, counts.vod) : SEARCH_SIZES.tabPage,
    postSize: onTotal ? Math.max(SEARCH_SIZES.totalFetch, counts.post) : SEARCH_SIZES.tabPage,
    streamerSize: onTotal ? Math.max(SEARCH_SIZES.totalStreamersFetch, counts.streamer) : SEARCH_SIZES.tabPage,
  };
}

type SearchPlan = ReturnType<typeof searchPlan>;

async function loadProfileTheme(ctx: CallContext, { groups, query, sessionKey, keyword }: SearchPlan, today: string): Promise<ProfileTheme> {
  if (!groups.has("profile")) return EMPTY_PROFILE_THEME;
  const input = { sessionKey, keyword, size: query.gameMore ? SEARCH_SIZES.gameMoreSize : SEARCH_SIZES.gameProfileSize };
  if (!query.esportDate) return getProfileTheme(ctx, { ...input, pttype: "all", date: today });
  // Another day of the esports schedule: the day's matches come from the esport call. When that call
  // fails, the chosen day shows its empty default (today's leagues kept), never another day's matches.
  const date = query.esportDate;
  const [all, day] = await Promise.all([
    getProfileTheme(ctx, { ...input, pttype: "all", date: today }),
    getProfileTheme(ctx, { ...input, pttype: "esport", date }),
  ]);
  if (!all.esport) return all;
  return { ...all, esport: day.esport ?? { ...all.esport, date, matches: [], prevDate: null, nextDate: null } };
}

/** The calls of the groups the tab shows, in parallel, each with its own empty default. */
function loadSearchLists(ctx: CallContext, plan: SearchPlan, today: string) {
  const { sessionKey, keyword, pages, isTag, onTotal, tab, location, tag, groups } = plan;
  const { filters } = plan.query;
  return Promise.all([
    loadProfileTheme(ctx, plan, today),
    plan.wantsLive
      ? gather<LiveSearchPage>(pages, (page) =>
          searchLive(ctx, {
            sessionKey,
            keyword,
            order: filters.liveOrder,
            page,
            size: plan.liveSize,
            tab: isTag ? "hash" : onTotal ? "total" : "live",
            location,
            tag,
            withExtra: !isTag && page === 1,
          }),
        )
      : Promise.resolve([EMPTY_LIVE_PAGE]),
    plan.wantsVod
      ? gather<VodSearchPage>(pages, (page) =>
          searchVod(ctx, {
            sessionKey,
            keyword,
            page,
            size: plan.vodSize,
            order: filters.vodOrder,
            fileType: filters.vodFileType,
            period: filters.vodPeriod,
            start: filters.vodStart,
            end: filters.vodEnd,
            tab: isTag ? "hash" : (tab ?? "vod"),
            location,
            tag,
          }),
        )
      : Promise.resolve([EMPTY_VOD_PAGE]),
    groups.has("posts")
      ? gather(pages, (page) =>
          searchPosts(ctx, { sessionKey, keyword, page, size: plan.postSize, period: filters.postPeriod, start: filters.postStart, end: filters.postEnd }).then(
            (result) => ({
              ...result,
              hasMore: (result.total ?? 0) > page * plan.postSize,
            }),
          ),
        )
      : Promise.resolve([{ ...EMPTY_POSTS_PAGE, hasMore: false }]),
    groups.has("streamers")
      ? gather(pages, (page) =>
          searchStreamers(ctx, { sessionKey, keyword, order: filters.streamerOrder, page, size: plan.streamerSize }).then((result) => ({
            ...result,
            hasMore: (result.total ?? 0) > page * plan.streamerSize,
          })),
        )
      : Promise.resolve([{ ...EMPTY_STREAMERS_PAGE, hasMore: false }]),
    groups.has("relatedKeywords")
      ? getRelatedKeywords(ctx, { sessionKey, keyword, tab: tab ?? "total", limit: SEARCH_SIZES.unifiedLimit })
      : Promise.resolve([]),
    groups.has("tagTrend") ? getTagTrend(ctx, sessionKey) : Promise.resolve([]),
  ]);
}

/** `today` is Korea's date (YYYY-MM-DD). */
export async function loadSearchPage(ctx: CallContext, query: SearchQuery, today: string): Promise<SearchPageData> {
  const base = {
    query,
    suggestion: null,
    searched: query.keyword,
    groups: [...groupsFor(query.mode)],
    english: !prefersKorean(ctx.request.headers.get("accept-language")),
    today,
  };
  if (!query.keyword) return { ...base, ...NO_RESULTS, status: "empty" };

  const viewer = await getViewer(ctx);
  const [stop, hidden] = await Promise.all([checkQueryStopWord(ctx, query, viewer), getHiddenStreamers(ctx, Boolean(viewer))]);
  const block = searchBlock(stop);
  if (block) return { ...base, ...NO_RESULTS, status: block };

  const suggestion = suggestionOf(stop, query.keyword);
  const plan = searchPlan(query, effectiveKeyword(query.keyword, stop), stop.sessionKey);
  const { keyword, groups, onTotal, pages, wantsLive, wantsVod, liveSize } = plan;
  const { filters, counts } = query;
  const keep = parseUndo(new URL(ctx.request.url).searchParams.get(UNDO_PARAM))?.key ?? null;
  const visible = (cards: BroadcastCard[]) => excludeHidden(cards, hidden, keep);

  const [theme, livePages, vodPages, postPages, streamerPages, related, tagTrend] = await loadSearchLists(ctx, plan, today);

  const lastOf = <T>(list: T[]) => list[list.length - 1];
  // A streamer's name leads to their live: the profile's broadcast heads the LIVE list.
  const profileId = theme.profile?.userId ?? null;
  const liveAll = withLiveFirst(visible(joinCards(livePages.map((page) => page.cards))), profileId);
  const vodListed = joinCards(vodPages.map((page) => page.cards));
  const liveExtra = visible(livePages[0].extra);
  const vodAll = visible(vodListed);
  const postAll = postPages.flatMap((page) => page.posts);
  const streamerAll = streamerPages.flatMap((page) => page.streamers);
  // The total tab shows a part of what it fetched; '더보기' is offered while more exists.
  const cut = <T>(items: T[], count: number, more: boolean) =>
    onTotal ? { items: items.slice(0, count), hasMore: items.length > count || more } : { items, hasMore: more };
  const live = cut(liveAll, counts.live, lastOf(livePages).hasMore);
  const vod = cut(vodAll, counts.vod, lastOf(vodPages).hasMore);
  const posts = cut(postAll, counts.post, lastOf(postPages).hasMore);
  const streamers = cut(streamerAll, counts.streamer, lastOf(streamerPages).hasMore);
  const themeVisible: ProfileTheme = {
    ...theme,
    latestVods: visible(theme.latestVods),
    game: theme.game ? { ...theme.game, lives: visible(theme.game.lives) } : null,
    recommend: theme.recommend.filter((entry) => entry.kind !== "card" || visible([entry.card]).length > 0),
  };

  const catches = groups.has("catch") ? visible(vodPages[0].catches).slice(0, SEARCH_SIZES.catchSlides) : [];
  const stories = groups.has("catchStory") ? visible(vodPages[0].stories).slice(0, SEARCH_SIZES.storySlides) : [];
  const { postPeriod } = filters;
  // Each list's count for the tabs (docs/choices.md): LIVE's from the list itself, the others' the upstream's TOTAL_CNT.
  // A page knows the counts of the lists it asked for: the total tab all four, a list tab its own.
  const before = (pages.first - 1) * SEARCH_SIZES.tabPage;
  const upstreamCount = (wanted: boolean, answers: Array<{ total: number | null }>, listed: number) => {
    const totals = answers.map((answer) => answer.total);
    return wanted ? totalResultCount(totals, before + listed) : null;
  };
  const resultCounts = {
    live: wantsLive ? liveResultCount({ first: pages.first, size: liveSize, received: livePages.map((page) => page.received), shown: liveAll.length }) : null,
    vod: upstreamCount(wantsVod, vodPages, vodListed.length),
    post: upstreamCount(groups.has("posts"), postPages, postAll.length),
    streamer: upstreamCount(groups.has("streamers"), streamerPages, streamerAll.length),
  };
  return {
    ...base,
    status: "results",
    suggestion,
    searched: keyword,
    theme: themeVisible,
    live: { cards: live.items, extra: liveExtra, extraState: extraLiveState(live.items.length, liveExtra.length), hasMore: live.hasMore },
    vod: { cards: vod.items, hasMore: vod.hasMore },
    catches,
    stories,
    posts: { items: posts.items, hasMore: posts.hasMore },
    streamers: { items: streamers.items, hasMore: streamers.hasMore },
    resultCounts,
    recommendedStreamers: groups.has("recommendedStreamers")
      ? (theme.relatedStreamers.length ? theme.relatedStreamers : streamerPages[0].recommended).slice(0, SEARCH_SIZES.streamerSlides)
      : [],
    related,
    tagTrend,
    isOwnProfile: Boolean(viewer && theme.profile && viewer.userId === theme.profile.userId),
    profileLive: profileId ? profileLiveOf(profileId, liveAll, streamerAll) : null,
    nothingFound:
      onTotal &&
      !theme.profile &&
      !theme.game &&
      !theme.themes.length &&
      !theme.shortcuts.length &&
      !theme.homonyms.length &&
      !theme.recommend.length &&
      [live.items, vod.items, posts.items, streamers.items, catches, stories].every((list) => list.length === 0),
    postEmptyTitle: postPeriod === "all" || postPeriod === "period_select" ? null : search.empty.postPeriod(search.filters.periods[postPeriod]),
  };
}
