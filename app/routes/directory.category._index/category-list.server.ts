// The loader of the category list /directory/category (000 §2.5): the list order (prefer only when logged
// in) remembered on the device, the category search and the tiles by 120, the menu bar and the order form
// as server-rendered HTML (category-list-html.server.tsx).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { categoryKeyword, LIST_ORDERS, listOrderFor } from "~/domain/directory";
import { sentItems } from "~/domain/read-back";
import { MAX_PAGES, MAX_TILES_IN_VIEW, PAGE_SIZE, pageWindow } from "~/domain/paging";
import { getViewer } from "~/upstream/clients/station.server";
import { getCategoryList } from "~/upstream/clients/search.server";
import { getMenus } from "~/upstream/clients/live.server";
import { cardsStayInHtml } from "~/utils/card-columns.server";
import { pageData } from "~/utils/page-data.server";
import { prefsHeaders, readDirectoryPrefs } from "~/utils/directory-prefs.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { listOrderHtml, menuBarHtml } from "./category-list-html.server";

/** The list's search parameters: the order asked for (checked against who is asking below), a keyword
 * (too long reads as none) and 'more' as pages 1..page. */
const CategoryListSearch = searchParamsSchema({
  order: z.enum(LIST_ORDERS).nullable().catch(null),
  szKeyword: z.string().transform(categoryKeyword).catch(""),
  page: pageField(MAX_PAGES),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const search = parseSearchParams(CategoryListSearch, request);
  const [viewer, prefs] = await Promise.all([getViewer(ctx), readDirectoryPrefs(request)]);
  const signedIn = viewer !== null;
  const asked = search.order;
  const chosen = listOrderFor(asked, signedIn);
  // A guest's 'prefer' reads as view_cnt but is not remembered over the device's own choice.
  const remembered = chosen !== null && chosen === asked ? { ...prefs, listOrder: chosen } : prefs;
  const order = chosen ?? listOrderFor(remembered.listOrder, signedIn) ?? "view_cnt";
  const { szKeyword: keyword, page } = search;
  const { first: firstPage } = pageWindow(page, PAGE_SIZE.categories, MAX_TILES_IN_VIEW);
  const [menus, list] = await Promise.all([getMenus(ctx), getCategoryList(ctx, { keyword, order, pages: page, first: firstPage })]);
  redirectPastTheEnd(request, { page, shown: list.tiles.length });
  // A page loaded whole keeps its tiles' markup (plain links) rather than hydrating them, and so is sent their keys only.
  const tilesInHtml = cardsStayInHtml(request, context);
  return pageData(
    {
      menuBar: menuBarHtml(menus, "0"),
      orderForm: listOrderHtml(keyword, order, signedIn),
      keyword,
      order,
      page,
      firstPage,
      tiles: sentItems(list.tiles, tilesInHtml, "categoryNo"),
      isMore: list.isMore,
      tilesInHtml,
    },
    { headers: await prefsHeaders(request, prefs, remembered) },
  );
}
