// The page's controls as plain labels and hrefs, built by the loader: the tabs, the filter menus and
// '더보기'. The browser then only renders them (it needs neither the option tables nor the URL rules);
// their types are in domain/search-page.ts.
import { formatCount } from "~/domain/counts";
import {
  isVodOptionDisabled,
  LIVE_ORDERS,
  PERIODS,
  SEARCH_SIZES,
  SEARCH_TABS,
  STREAMER_ORDERS,
  type VOD_FILE_TYPES,
  VOD_ORDERS,
  vodFileTypesFor,
  withParams,
  type ResultCount,
  type ResultCounts,
  type SearchQuery,
  type SearchTab,
} from "~/domain/search";
import type { FilterControl, PeriodControl, SearchControls, SearchPageData, TabCount, TabLink } from "~/domain/search-page";
import { search as t } from "~/i18n/ko/search";

/** View parameters and the undo marker never carry over to a new list. */
const TRANSIENT = ["undo", "page", "dialog", "profile", "related", "league", "gameTab"];

function menu<T extends string>(
  params: URLSearchParams,
  label: string,
  param: string,
  values: readonly T[],
  labels: Record<T, string>,
  current: T,
  reset: string[],
  disabled: (value: T) => boolean = () => false,
): FilterControl {
  const cleared = Object.fromEntries([...TRANSIENT, ...reset].map((key) => [key, null]));
  return {
    label,
    currentLabel: labels[current] ?? labels[values[0]],
    options: values.map((value) => ({
      label: labels[value],
      href: disabled(value) ? null : withParams(params, { ...cleared, [param]: value }),
      current: value === current,
    })),
  };
}

function periodMenu(
  params: URLSearchParams,
  names: { param: string; startParam: string; endParam: string },
  current: SearchQuery["filters"]["vodPeriod"],
  start: string | null,
  end: string | null,
  reset: string[],
  today: string,
): PeriodControl {
  const fixed = PERIODS.filter((period) => period !== "period_select");
  const base = menu(params, t.filters.period, names.param, fixed, t.filters.periods, current === "period_select" ? fixed[0] : current, [
    ...reset,
    names.startParam,
    names.endParam,
  ]);
  const dropped = new Set([...TRANSIENT, ...reset, names.param, names.startParam, names.endParam]);
  return {
    ...base,
    currentLabel: current === "period_select" && start && end ? `${start} ~ ${end}` : base.currentLabel,
    options: base.options.map((option) => ({ ...option, current: current !== "period_select" && option.current })),
    custom: {
      legend: t.filters.periods.period_select,
      hidden: [...params.entries()].filter(([key]) => !dropped.has(key)),
      ...names,
      start: start ?? "",
      end: end ?? "",
      max: today,
    },
  };
}

function moreHref(params: URLSearchParams, query: SearchQuery, onTotal: boolean, hasMore: boolean, countParam: string, count: number): string | null {
  if (!hasMore) return null;
  if (onTotal) return count * 2 <= SEARCH_SIZES.maxVisible ? withParams(params, { [countParam]: count * 2, undo: null }) : null;
  return query.page < SEARCH_SIZES.maxPages ? withParams(params, { page: query.page + 1, undo: null }) : null;
}

/** Parameters a tab link keeps: the keyword and where the search came from; filters and paging reset. */
const SEARCH_KEEP = ["szKeyword", "szLocation", "hasRemoveSuggest"];
const TAG_KEEP = ["hash", "tagname", "stype", "location", "inflow_tab"];

function tabHref(params: URLSearchParams, keep: string[], set: Record<string, string>): string {
  const next = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(set)) next.set(key, value);
  return `/search?${next.toString()}`;
}

/** The list whose count a tab shows; 통합검색 shows none. */
const TAB_COUNTS: Record<SearchTab, keyof ResultCounts | null> = { total: null, broad: "live", vod: "vod", post: "post", streamer: "streamer" };

/** A count as a tab shows it: the number written as the portal writes exact numbers ('1,234'). */
const tabCount = (count: ResultCount | null | undefined): TabCount | null => (count ? { number: formatCount(count.value), atLeast: count.atLeast } : null);

export function searchControls(params: URLSearchParams, data: SearchPageData): SearchControls {
  const { query } = data;
  const { mode, filters } = query;
  const isTag = mode.kind === "tag";
  const tab = mode.kind === "search" ? mode.tab : null;
  const onTotal = tab === "total";
  const vodFilters = tab === "vod" || (mode.kind === "tag" && mode.hashType !== "live");
  const vodReset = ["vodCount"];
  const current = { order: filters.vodOrder, fileType: filters.vodFileType };
  const tabs: TabLink[] =
    mode.kind === "tag"
      ? (["live", "vod"] as const).map((hashType) => ({
          key: hashType,
          label: t.tagTabs[hashType],
          href: tabHref(params, TAG_KEEP, { hashtype: hashType, acttype: hashType }),
          current: hashType === "live" ? mode.hashType === "live" : mode.hashType !== "live",
          count: tabCount(data.resultCounts[hashType]),
        }))
      : SEARCH_TABS.map((key) => {
          const list = TAB_COUNTS[key];
          return {
            key,
            label: t.tabs[key],
            href: tabHref(params, SEARCH_KEEP, { szSearchType: key }),
            current: key === mode.tab,
            count: list ? tabCount(data.resultCounts[list]) : null,
          };
        });

  return {
    tabs,
    more: {
      live: moreHref(params, query, onTotal, data.live.hasMore, "liveCount", query.counts.live),
      vod: moreHref(params, query, onTotal, data.vod.hasMore, "vodCount", query.counts.vod),
      post: moreHref(params, query, onTotal, data.posts.hasMore, "postCount", query.counts.post),
      streamer: moreHref(params, query, onTotal, data.streamers.hasMore, "bjCount", query.counts.streamer),
    },
    liveOrder: menu(params, t.filters.sort, "liveOrder", LIVE_ORDERS, t.filters.liveOrders, filters.liveOrder, ["liveCount"]),
    vodOrder: vodFilters
      ? menu(params, t.filters.sort, "vodOrder", VOD_ORDERS, t.filters.vodOrders, filters.vodOrder, vodReset, (order) =>
          isVodOptionDisabled({ order }, current),
        )
      : null,
    // Catch (hashtype=catch) has no file type to choose.
    vodFileType:
      vodFilters && filters.vodFileType !== "CATCH"
        ? menu(
            params,
            t.filters.fileType,
            "szVideoFileType",
            vodFileTypesFor(isTag),
            t.filters.fileTypes,
            filters.vodFileType as (typeof VOD_FILE_TYPES)[number],
            vodReset,
            (fileType) => isVodOptionDisabled({ fileType }, current),
          )
        : null,
    vodPeriod: vodFilters
      ? periodMenu(
          params,
          { param: "vodTerm", startParam: "vodStart", endParam: "vodEnd" },
          filters.vodPeriod,
          filters.vodStart,
          filters.vodEnd,
          vodReset,
          data.today,
        )
      : null,
    postPeriod:
      tab === "post"
        ? periodMenu(
            params,
            { param: "postTerm", startParam: "postStart", endParam: "postEnd" },
            filters.postPeriod,
            filters.postStart,
            filters.postEnd,
            ["postCount"],
            data.today,
          )
        : null,
    streamerOrder:
      tab === "streamer" ? menu(params, t.filters.sort, "bjOrder", STREAMER_ORDERS, t.filters.streamerOrders, filters.streamerOrder, ["bjCount"]) : null,
  };
}
