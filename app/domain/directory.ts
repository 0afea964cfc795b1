// Rules of the category directory (000 §2.5, §3.6, §3.11, §4.6, §4.7, §5, §9): which tab a category
// page shows, which sorts and filters each tab offers, the period filter and its date limits, the
// choices remembered on the device, the page paths and the paging of lists with hidden streamers.
import type { BroadcastCard } from "./cards";

export const CONTENT_TYPES = ["live", "vod", "catch"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** One page of a category's or a menu's contents, as the upstream client gives it. */
export type ContentsPage = { items: BroadcastCard[]; more: boolean };
/** The query parameters every contents page sends beside its scope and page: type, size, order, filters. */
export type ContentsFilters = Record<string, string | number | undefined>;
export const isContentType = (value: unknown): value is ContentType => (CONTENT_TYPES as readonly unknown[]).includes(value);

/** Which tabs a category or menu offers (000 §3.6). */
export type ContentsDisplay = Record<ContentType, boolean>;
export const ALL_TABS: ContentsDisplay = { live: true, vod: true, catch: true };

/** A directory menu item (000 §3.6): menuId 0 is the ordinary category list. */
export type CategoryMenu = {
  menuId: string;
  menuName: string;
  type: "category" | "admin";
  adminId: string | null;
  contentsDisplay: ContentsDisplay;
};

/** Where a menu item leads (000 §2.5): the 'category' item to the list, others to their LIVE tab. */
export function menuHref(menu: Pick<CategoryMenu, "menuId" | "type">): string {
  return menu.type === "category" || menu.menuId === "0" ? "/directory/category" : `/directory/category/${encodeURIComponent(menu.menuId)}/live`;
}

/** The header of an ordinary category page (000 §3.6 CategoryInfo). */
export type CategoryInfo = {
  categoryNo: string;
  name: string;
  imageUrl: string | null;
  viewCount: number;
  isDrops: boolean;
  fixedTags: string[];
  liveCategoryNo: string;
  vodCategoryNo: string;
  contentsDisplay: ContentsDisplay | null;
};

/** Fallback order when the requested tab is disabled (000 §2.5). */
const FALLBACK: Record<ContentType, ContentType[]> = {
  live: ["live", "vod", "catch"],
  vod: ["vod", "live", "catch"],
  catch: ["catch", "live", "vod"],
};

/** The tab to show: the requested one when enabled, else the first enabled in its fallback order, else null. */
export function resolveTab(requested: ContentType, display: ContentsDisplay): ContentType | null {
  return FALLBACK[requested].find((tab) => display[tab]) ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Paths

const DIRECTORY = "/directory/category";

/** /directory/category/{name}/{type}, with '/' in names re-encoded as %2F (000 §2.5). */
export const categoryPagePath = (name: string, type: ContentType) => `${DIRECTORY}/${encodeURIComponent(name)}/${type}`;

export type CategoryPath = { kind: "page"; name: string; type: ContentType } | { kind: "redirect"; to: string };

/**
 * Reads the raw (still percent-encoded) path under /directory/category/. One segment is a menu id and
 * goes to its LIVE tab; a name split by a literal '/' is re-encoded; an unknown type goes to the list.
 */
export function parseCategoryPath(rawRest: string): CategoryPath {
  const segments = rawRest.split("/").filter((segment) => segment !== "");
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: "redirect", to: DIRECTORY };
  }
  if (decoded.length === 0) return { kind: "redirect", to: DIRECTORY };
  if (decoded.length === 1) return { kind: "redirect", to: `${DIRECTORY}/${encodeURIComponent(decoded[0])}/live` };
  const type = decoded[decoded.length - 1];
  const name = decoded.slice(0, -1).join("/");
  if (!isContentType(type) || name.trim() === "") return { kind: "redirect", to: DIRECTORY };
  if (decoded.length > 2) return { kind: "redirect", to: categoryPagePath(name, type) };
  return { kind: "page", name, type };
}

/** A numeric name equal to a non-zero menu id is an admin-curated menu page (000 §2.5). */
export function findAdminMenu(name: string, menus: CategoryMenu[]): CategoryMenu | null {
  if (!/^\d+$/.test(name) || Number(name) === 0) return null;
  return menus.find((menu) => menu.menuId !== "0" && Number(menu.menuId) === Number(name)) ?? null;
}

/** Fixed tags lead to the exact hashtag search (000 §2.5). */
export function hashtagSearchHref(tag: string, type: ContentType): string {
  const params = new URLSearchParams({ hash: "hashtag", tagname: tag, hashtype: type, stype: "hash", acttype: "total", location: "directory" });
  return `/search?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------------
// Sorts and filters (000 §2.5, §9)

export const LIST_ORDERS = ["view_cnt", "reg_date", "prefer"] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** 'prefer' only for logged-in viewers; otherwise (and for anything unknown) view_cnt (000 §5). */
export function listOrderFor(value: unknown, signedIn: boolean): ListOrder | null {
  if (value === "prefer") return signedIn ? "prefer" : "view_cnt";
  return value === "view_cnt" || value === "reg_date" ? value : null;
}

export const LIST_ORDER_OPTIONS = (signedIn: boolean): ListOrder[] => (signedIn ? ["view_cnt", "reg_date", "prefer"] : ["view_cnt", "reg_date"]);

export const SORTS = {
  live: ["view_cnt_desc", "view_cnt_asc", "broad_start"],
  vod: ["reg_date", "view_cnt", "recomm_cnt"],
  catch: ["view_cnt_desc", "reg_date"],
} as const;
export type SortOf<T extends ContentType> = (typeof SORTS)[T][number];
export type AnySort = SortOf<ContentType>;

export const VOD_FILE_TYPES = ["ALL", "REVIEW", "HIGHLIGHT", "NORMAL", "CLIP"] as const;
export type VodFileFilter = (typeof VOD_FILE_TYPES)[number];

export const PERIODS = ["all", "1day", "1week", "1month", "1year", "directInput"] as const;
export type PeriodType = (typeof PERIODS)[number];

/** The period filter (000 §3.11, §4.6): label, type, and whether it is applied. */
export type PeriodFilter = { type: PeriodType; start: string | null; end: string | null; applyStatus: boolean };

/** The device-remembered choices with the defaults of 000 §2.5. */
export type DirectoryPrefs = {
  listOrder: ListOrder;
  live: { sort: SortOf<"live"> };
  vod: { sort: SortOf<"vod">; fileType: VodFileFilter };
  catch: { sort: SortOf<"catch"> };
  period: { type: PeriodType; start: string | null; end: string | null };
};

export const DEFAULT_PREFS: DirectoryPrefs = {
  listOrder: "view_cnt",
  live: { sort: "view_cnt_desc" },
  vod: { sort: "reg_date", fileType: "ALL" },
  catch: { sort: "view_cnt_desc" },
  period: { type: "1week", start: null, end: null },
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null => ((list as readonly unknown[]).includes(value) ? (value as T) : null);

export const sortFor = <T extends ContentType>(type: T, value: unknown): SortOf<T> | null => oneOf(SORTS[type] as readonly SortOf<T>[], value);
export const fileTypeFor = (value: unknown): VodFileFilter | null => oneOf(VOD_FILE_TYPES, value);
export const periodFor = (value: unknown): PeriodType | null => oneOf(PERIODS, value);

/** Filters offered per tab: VOD and Catch have a period, VOD a file type (000 §2.5). */
export const hasPeriod = (type: ContentType) => type !== "live";

// ---------------------------------------------------------------------------------------------------
// Dates of the custom period (000 §5)

export const EARLIEST_DATE = "2007-01-01";
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' when the text is a real calendar day, else null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value.trim() : null;
}

/** Latest day the picker shows: 31 December of the current year (future days stay disabled). */
export const latestPickerDay = (today: string) => `${today.slice(0, 4)}-12-31`;

/** A day can be picked when it lies between 2007-01-01 and today (000 §5). */
export const isSelectableDay = (day: string, today: string) => day >= EARLIEST_DATE && day <= today && day <= latestPickerDay(today);

/**
 * The period filter from the chosen type and dates (000 §4.6): directInput is applied once it has a
 * valid start day; the end defaults to today, days are clamped to the allowed range and put in order.
 */
export function periodFilter(type: PeriodType, start: unknown, end: unknown, today: string): PeriodFilter {
  if (type !== "directInput") return { type, start: null, end: null, applyStatus: true };
  const clamp = (day: string) => (day < EARLIEST_DATE ? EARLIEST_DATE : day > today ? today : day);
  const from = isoDay(start);
  if (!from) return { type, start: null, end: null, applyStatus: false };
  const to = isoDay(end) ?? today;
  const [first, last] = [clamp(from), clamp(to)].sort();
  return { type, start: first, end: last, applyStatus: true };
}

/** The upstream's term: directInput is sent as period_select with its dates (000 §7.3, §9). */
export function upstreamTerm(period: PeriodFilter): { szTerm: string; szStartDate?: string; szEndDate?: string } {
  if (period.type !== "directInput") return { szTerm: period.type };
  return { szTerm: "period_select", szStartDate: period.start ?? undefined, szEndDate: period.end ?? undefined };
}

// ---------------------------------------------------------------------------------------------------
// Category search (000 §5, §9)

export const CATEGORY_SEARCH_MAX = 50;
/** Keywords longer than 50 characters are ignored. */
export function categoryKeyword(value: unknown): string {
  const text = typeof value === "string" ? value.trim() : "";
  return text.length > CATEGORY_SEARCH_MAX ? "" : text;
}

// ---------------------------------------------------------------------------------------------------
// Choices remembered on the device (000 §2.5)

/** Prefs read back from the device, every value checked; anything unreadable takes its default. */
export function sanitizePrefs(input: unknown): DirectoryPrefs {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- device input: every field is checked below
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, any>;
  const period = periodFor(raw.period?.type) ?? DEFAULT_PREFS.period.type;
  const start = isoDay(raw.period?.start);
  const customOk = period !== "directInput" || start !== null;
  return {
    listOrder: listOrderFor(raw.listOrder, true) ?? DEFAULT_PREFS.listOrder,
    live: { sort: sortFor("live", raw.live?.sort) ?? DEFAULT_PREFS.live.sort },
    vod: { sort: sortFor("vod", raw.vod?.sort) ?? DEFAULT_PREFS.vod.sort, fileType: fileTypeFor(raw.vod?.fileType) ?? DEFAULT_PREFS.vod.fileType },
    catch: { sort: sortFor("catch", raw.catch?.sort) ?? DEFAULT_PREFS.catch.sort },
    period: customOk
      ? { type: period, start: period === "directInput" ? start : null, end: period === "directInput" ? isoDay(raw.period?.end) : null }
      : DEFAULT_PREFS.period,
  };
}

export type TabFilters = { sort: AnySort; fileType: VodFileFilter; period: PeriodFilter };
/** The filters a URL asks for, as written; which of them a tab takes is decided here. */
export type AskedTabFilters = { sort: string | null; fileType: string | null; period: string | null; start: string | null; end: string | null };

/**
 * The filters of a tab: what the URL asks for (sort, fileType, period, start, end), else what the device
 * remembers. Choices from the URL are remembered, except a custom period that is not applied yet.
 */
export function resolveTabFilters(
  type: ContentType,
  asked: AskedTabFilters,
  prefs: DirectoryPrefs,
  today: string,
): { filters: TabFilters; prefs: DirectoryPrefs } {
  const next: DirectoryPrefs = { ...prefs, live: { ...prefs.live }, vod: { ...prefs.vod }, catch: { ...prefs.catch }, period: { ...prefs.period } };
  const sort = sortFor(type, asked.sort);
  if (sort) (next[type] as { sort: AnySort }).sort = sort;
  const fileType = type === "vod" ? fileTypeFor(asked.fileType) : null;
  if (fileType) next.vod.fileType = fileType;

  let period = periodFilter(prefs.period.type, prefs.period.start, prefs.period.end, today);
  const askedPeriod = hasPeriod(type) ? periodFor(asked.period) : null;
  if (askedPeriod) {
    period = periodFilter(askedPeriod, asked.start, asked.end, today);
    if (period.applyStatus) next.period = { type: period.type, start: period.start, end: period.end };
  }
  return { filters: { sort: next[type].sort, fileType: next.vod.fileType, period }, prefs: next };
}

export const samePrefs = (a: DirectoryPrefs, b: DirectoryPrefs) => JSON.stringify(a) === JSON.stringify(b);
