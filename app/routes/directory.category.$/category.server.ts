// The loader of a directory category or admin menu page (000 §2.5): the path decides menu or category and
// the tab (a disabled tab falls back), the tab's options remembered on the device, the contents without
// hidden streamers, the sub banner, and the top and options as server-rendered HTML (category-html.server.tsx).
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { asksWhole, ELEMENT_COST, pagedFirstScreen } from "~/domain/first-render";
import { formatKst } from "~/domain/dates";
import {
  ALL_TABS,
  categoryPagePath,
  type ContentsDisplay,
  findAdminMenu,
  hasPeriod,
  parseCategoryPath,
  resolveTab,
  resolveTabFilters,
} from "~/domain/directory";
import { MAX_PAGES, PAGE_SIZE, pageWindow } from "~/domain/paging";
import { placeAd } from "~/domain/promotions";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { directoryTop } from "~/i18n/ko/directory-top";
import { getViewer } from "~/upstream/clients/station.server";
import { getHiddenStreamers, getMenus } from "~/upstream/clients/live.server";
import { type CategoryInfoResult, getCategoryInfo } from "~/upstream/clients/search.server";
import { type ContentsScope, getContents } from "~/features/directory/contents.server";
import { getAd } from "~/upstream/clients/ads.server";
import { cardsStayInHtml, withCardColumns } from "~/utils/card-columns.server";
import { prefsHeaders, readDirectoryPrefs } from "~/utils/directory-prefs.server";
import { pageData } from "~/utils/page-data.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { categoryFiltersHtml, categoryMissingHtml, categoryTopHtml } from "./category-html.server";

const BASE = "/directory/category/";
const asked = z.string().nullable().catch(null);

/** The page's search parameters: the tab's filters as asked (the tab decides which it takes, in
 * resolveTabFilters), 'more' as pages 1..page, and the card an undo panel stands in for. */
const CategorySearch = searchParamsSchema({
  sort: asked,
  fileType: asked,
  period: asked,
  start: asked,
  end: asked,
  page: pageField(MAX_PAGES),
  [UNDO_PARAM]: z.string().transform(parseUndo).catch(null),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  const path = parseCategoryPath(url.pathname.slice(BASE.length));
  if (path.kind === "redirect") throw redirect(path.to);
  const { name, type } = path;

  // A numeric name may be an admin menu: the menus decide before the category is looked up.
  const maybeMenu = /^\d+$/.test(name) && Number(name) !== 0;
  const [hidden, prefs, menus, lookup] = await Promise.all([
    getViewer(ctx).then((viewer) => getHiddenStreamers(ctx, viewer !== null)),
    readDirectoryPrefs(request),
    getMenus(ctx),
    maybeMenu ? Promise.resolve(null) : getCategoryInfo(ctx, name),
  ]);
  const menu = findAdminMenu(name, menus);
  const info: CategoryInfoResult | null = menu ? null : (lookup ?? (await getCategoryInfo(ctx, name)));
  if (info?.status === "missing") return json({ kind: "missing" as const, html: categoryMissingHtml(menus) }, { status: 404 });
  // The search host did not answer: the page with its lists empty (000 §8 'Search call failure → empty
  // defaults'), not the deleted category's text.
  const unanswered = info?.status === "failed";

  const categoryMenu = menus.find((item) => item.type === "category");
  const display: ContentsDisplay =
    menu?.contentsDisplay ?? (info?.status === "ok" ? info.info.contentsDisplay : null) ?? categoryMenu?.contentsDisplay ?? ALL_TABS;
  const tab = resolveTab(type, display);
  if (tab && tab !== type) throw redirect(`${categoryPagePath(name, tab)}${url.search}`);

  const today = formatKst(Date.now(), "YYYY-MM-DD");
  const { page, [UNDO_PARAM]: undo, ...askedFilters } = parseSearchParams(CategorySearch, url);
  const { filters, prefs: remembered } = resolveTabFilters(type, askedFilters, prefs, today);
  const category = info?.status === "ok" ? info.info : null;
  const scope: ContentsScope = category
    ? { kind: "category", liveCategoryNo: category.liveCategoryNo, vodCategoryNo: category.vodCategoryNo }
    : { kind: "menu", menuId: menu?.menuId ?? "" };
  // A disabled tab is never requested, nor a custom period before it is applied (000 §4.6, §5).
  const ready = !unanswered && tab !== null && (!hasPeriod(type) || filters.period.applyStatus);
  // The category's sub banner (001 §2.17), asked for beside the contents; none on admin menu pages.
  const subBannerAd = category ? getAd(ctx, "sub_banner", category.liveCategoryNo) : Promise.resolve(null);
  const { first: firstPage } = pageWindow(page, PAGE_SIZE[type]);
  const contents = ready
    ? await getContents(ctx, { scope, type, ...filters, pages: page, first: firstPage, hidden, keepKey: undo?.key ?? null })
    : { cards: [], isMore: false };
  redirectPastTheEnd(request, { page, shown: contents.cards.length });
  // The contents list names no category; its cards belong to this one (their adult and password
  // placeholders name it, 000 §2.9).
  if (category) contents.cards = contents.cards.map((card) => (card.categoryName ? card : { ...card, categoryName: category.name }));

  const pathName = menu ? menu.menuId : name;
  // A page of 60 or 120 cards: its data as it is to the render, the cards as columns, and in a page loaded whole
  // only what the browser reads of the cards its HTML shows.
  return pageData(
    {
      kind: "page" as const,
      title: category ? directoryTop.categoryTitle(category.name) : directoryTop.menuTitle(menu?.menuName ?? name),
      top: categoryTopHtml({ menus, menu, info: category, type, display, pathName }),
      type,
      filterForm: categoryFiltersHtml(categoryPagePath(pathName, type), type, filters, today),
      period: hasPeriod(type) ? filters.period : null,
      today,
      page,
      firstPage,
      // Contents wait for a custom period's range.
      waiting: hasPeriod(type) && !filters.period.applyStatus,
      subBanner: placeAd(await subBannerAd, "sub_banner"),
      ...withCardColumns(contents, cardsStayInHtml(request, context)),
      firstScreen: pagedFirstScreen({ firstPage, page, cards: contents.cards }, ELEMENT_COST.categoryTop, asksWhole(url.searchParams)),
    },
    { headers: await prefsHeaders(request, prefs, remembered) },
  );
}
