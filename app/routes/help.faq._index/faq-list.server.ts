// Loader of the FAQ list (002 §2.5): the main category (one of the help-home categories), its
// sub-categories, the sub-category and page from the URL, and that page of FAQs (all sub-categories'
// when none is chosen).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HELP_HOME_CATEGORIES, HELP_MAX_PAGE } from "~/domain/help";
import { getFaqNodes, getFaqPage } from "~/upstream/clients/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/** The list's search parameters: the main category and sub-category (checked against the FAQ tree below)
 * and the page. */
const FaqListSearch = searchParamsSchema({
  category: z.string().nullable().catch(null),
  sub: z.string().nullable().catch(null),
  page: pageField(HELP_MAX_PAGE),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const search = parseSearchParams(FaqListSearch, request);
  const category = HELP_HOME_CATEGORIES.find((item) => item.id === search.category) ?? HELP_HOME_CATEGORIES[0];
  const { page } = search;
  const subCategories = await getFaqNodes(ctx, category.id);
  const sub = subCategories.find((item) => item.id === search.sub) ?? null;
  const nodeIds = sub ? [sub.id] : subCategories.length ? subCategories.map((item) => item.id) : [category.id];
  const faq = await getFaqPage(ctx, nodeIds, page);
  redirectPastTheEnd(request, { page, shown: faq.items.length, lastPage: faq.totalPages });
  return json(appLinksInData(linkConfigFor(request), { category: category.id, sub: sub?.id ?? null, subCategories, faq }));
}
