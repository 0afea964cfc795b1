// Loader and action of the FAQ search (002 §2.4): the action logs the keyword (70 characters or fewer) and
// redirects to the results, so that reloads, back/forward and shared links never count it again; the
// loader reads the results page and the related keywords. An empty search goes to the FAQ.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HELP_MAX_PAGE, HELP_SEARCH_MAX, shouldLogKeyword } from "~/domain/help";
import { getTopKeywords, logSearchKeyword, searchFaq } from "~/upstream/clients/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { formDataOf } from "~/utils/form-data.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { sheddingHold } from "~/utils/submission.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/** The searched words, as many as the box takes (a longer one, sent by hand, is cut rather than refused). */
const searchedWords = (value: unknown) =>
  String(value ?? "")
    .trim()
    .slice(0, HELP_SEARCH_MAX)
    .trim();

/** The results' search parameters: the searched words and the page. */
const FaqSearch = searchParamsSchema({ q: z.string().transform(searchedWords).catch(""), page: pageField(HELP_MAX_PAGE) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const { q: word, page } = parseSearchParams(FaqSearch, request);
  if (!word) throw redirect("/help/faq");
  const [results, keywords] = await Promise.all([searchFaq(ctx, word, page), getTopKeywords(ctx)]);
  redirectPastTheEnd(request, { page, shown: results.items.length, lastPage: results.totalPages });
  return json(appLinksInData(linkConfigFor(request), { word, results, keywords }));
}

/** The search: its keyword logged, then its results. While the instance sheds load the keyword is not logged (a
 * write no reader waits for); the results page is a page like any other. */
export async function action({ request, context }: ActionFunctionArgs) {
  const word = searchedWords((await formDataOf(request)).get("q"));
  if (!word) return redirect("/help/faq");
  if (shouldLogKeyword(word) && !sheddingHold(context)) await logSearchKeyword({ request, context }, word);
  return redirect(`/help/search?q=${encodeURIComponent(word)}`);
}
