// The category directory's calls (000 §7.3): menus, the category list, category info, and the contents
// of a category (search host) or of an admin-curated menu (live host). Failures give the spec's empty
// defaults (§8: lists reset to empty); hidden streamers filter the contents, over-fetched to fill pages.
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import { excludeHidden } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import {
  type CategoryInfo,
  type CategoryMenu,
  type ContentType,
  type ListOrder,
  type PeriodFilter,
  upstreamTerm,
  type VodFileFilter,
} from "~/domain/directory";
import { fillPages, PAGE_SIZE } from "~/domain/paging";
import { normaliseCategory, normaliseList, normaliseLive, normaliseVod } from "~/normalise/cards";
import { normaliseCategoryInfo, normaliseMenu } from "~/normalise/directory";
import { cached, type CachePolicy } from "./cache.server";
import { type CallContext, orDefault, upstreamFetch } from "./http.server";
import { normalisedOnce } from "./kept-answers.server";
import { flagish, looseArray, numberish } from "./schema.server";

const item = z.object({}).passthrough();

/** { result, data: { is_more, list } }: categoryList, categoryContentsList and admin menu contents. */
const ListAnswer = z
  .object({
    result: numberish.optional(),
    data: z
      .object({ is_more: flagish, isMore: flagish, list: looseArray(item) })
      .passthrough()
      .nullish(),
  })
  .passthrough();

const more = (data: { is_more?: unknown; isMore?: unknown } | null | undefined) => {
  const value = data?.is_more ?? data?.isMore;
  return value === true || value === 1 || value === "1" || value === "Y";
};

/** Menus and category pages are the same for everyone and change slowly (docs/running.md, upstream failures: shared-list cache). */
const MENU_CACHE: CachePolicy = { ttlMs: 60_000, staleMs: 10 * 60_000 };
const CATEGORY_PAGE_CACHE: CachePolicy = { ttlMs: 30_000, staleMs: 10 * 60_000 };

export async function getMenus(ctx: CallContext): Promise<CategoryMenu[]> {
  const schema = z
    .object({
      data: z
        .object({ list: looseArray(item) })
        .passthrough()
        .nullish(),
    })
    .passthrough();
  const menus = await cached("directory:menus", MENU_CACHE, async () => {
    const result = await upstreamFetch(ctx, "live", "/api/explore/get_menu_list.php", { schema });
    return result.ok ? normaliseList(result.data.data?.list, normaliseMenu) : undefined;
  });
  return menus ?? [];
}

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
        return { items: normaliseList(result.data.data?.list, normaliseCategory), more: more(result.data.data) };
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

/** What a contents list belongs to: an ordinary category (its live / VOD numbers) or an admin menu. */
export type ContentsScope = { kind: "category"; liveCategoryNo: string; vodCategoryNo: string } | { kind: "menu"; menuId: string };

export type ContentsQuery = {
  scope: ContentsScope;
  type: ContentType;
  sort: string;
  fileType: VodFileFilter;
  period: PeriodFilter;
  pages: number;
  /** The first page of the view (pageWindow); 1 by default. */
  first?: number;
  hidden: ReadonlySet<string>;
  /** The card with the undo panel stays in the list (000 §4.3). */
  keepKey: string | null;
};

// Module-level, so that a kept answer's cards are normalised once (normalisedOnce keys on the function).
const normaliseListVod = (raw: unknown) => normaliseVod(raw);
const normaliseCatchVod = (raw: unknown) => normaliseVod(raw, "catch");

export async function getContents(ctx: CallContext, query: ContentsQuery): Promise<{ cards: BroadcastCard[]; isMore: boolean }> {
  const { scope, type } = query;
  const pageSize = PAGE_SIZE[type];
  const normalise = type === "live" ? normaliseLive : type === "catch" ? normaliseCatchVod : normaliseListVod;
  const filters = type === "live" ? {} : { ...upstreamTerm(query.period), szFileType: type === "vod" ? query.fileType : undefined };
  const common = { szType: type, nListCnt: pageSize, szPlatform: "pc", szOrder: query.sort, ...filters };
  const { items, isMore } = await fillPages<BroadcastCard>({
    pages: query.pages,
    first: query.first,
    pageSize,
    keyOf: (card) => card.key,
    keep: (card) => excludeHidden([card], query.hidden, query.keepKey).length > 0,
    fetchPage: async (page) => {
      const result =
        scope.kind === "menu"
          ? await upstreamFetch(ctx, "live", "/api/explore/get_contents_list.php", {
              query: { szMenuId: scope.menuId, nPageNo: page, ...common },
              schema: ListAnswer,
              keep: true,
            })
          : await upstreamFetch(ctx, "search", "/api.php", {
              query: { m: "categoryContentsList", nPageNo: page, szCateNo: type === "live" ? scope.liveCategoryNo : scope.vodCategoryNo, ...common },
              schema: ListAnswer,
              keep: true,
            });
      const data = orDefault(result, null)?.data;
      return { items: normalisedOnce(data?.list, normalise), more: more(data) };
    },
  });
  return { cards: items, isMore };
}
