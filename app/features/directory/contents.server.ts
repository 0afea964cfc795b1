// A category page's contents (000 §7.3): of a category (search host) or of an admin-curated menu (live host),
// hidden streamers filtered out and pages over-fetched to stay full. Failures give the spec's empty default
// (§8: lists reset to empty).
import { type BroadcastCard, excludeHidden } from "~/domain/cards";
import { type ContentType, type PeriodFilter, upstreamTerm, type VodFileFilter } from "~/domain/directory";
import { fillPages, PAGE_SIZE } from "~/domain/paging";
import { getMenuContentsPage } from "~/upstream/clients/live.server";
import { getCategoryContentsPage } from "~/upstream/clients/search.server";
import type { CallContext } from "~/upstream/transport.server";

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

export async function getContents(ctx: CallContext, query: ContentsQuery): Promise<{ cards: BroadcastCard[]; isMore: boolean }> {
  const { scope, type } = query;
  const pageSize = PAGE_SIZE[type];
  const filters = type === "live" ? {} : { ...upstreamTerm(query.period), szFileType: type === "vod" ? query.fileType : undefined };
  const common = { szType: type, nListCnt: pageSize, szPlatform: "pc", szOrder: query.sort, ...filters };
  const { items, isMore } = await fillPages<BroadcastCard>({
    pages: query.pages,
    first: query.first,
    pageSize,
    keyOf: (card) => card.key,
    keep: (card) => excludeHidden([card], query.hidden, query.keepKey).length > 0,
    fetchPage: (page) =>
      scope.kind === "menu"
        ? getMenuContentsPage(ctx, scope.menuId, page, type, common)
        : getCategoryContentsPage(ctx, type === "live" ? scope.liveCategoryNo : scope.vodCategoryNo, page, type, common),
  });
  return { cards: items, isMore };
}
