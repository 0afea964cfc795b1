// Loader of the FAQ list (002 §2.5): the main category (one of the help-home categories), its
// sub-categories, the sub-category and page from the URL, and that page of FAQs (all sub-categories'
// when none is chosen).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { HELP_HOME_CATEGORIES } from "~/domain/help";
import { getFaqNodes, getFaqPage } from "~/upstream/help.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  const category = HELP_HOME_CATEGORIES.find((item) => item.id === url.searchParams.get("category")) ?? HELP_HOME_CATEGORIES[0];
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const subCategories = await getFaqNodes(ctx, category.id);
  const sub = subCategories.find((item) => item.id === url.searchParams.get("sub")) ?? null;
  const nodeIds = sub ? [sub.id] : subCategories.length ? subCategories.map((item) => item.id) : [category.id];
  const faq = await getFaqPage(ctx, nodeIds, page);
  return json({ category: category.id, sub: sub?.id ?? null, subCategories, faq });
}
