// /my/history/story (001 §2.6): pages 1..n of the URL's filter; a failed page empties the list (with its
// error text). The action is the delete its confirmation route shares (story-action.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { MY_LIMITS } from "~/domain/my";
import { keepLastPages, pageWindow } from "~/domain/paging";
import { STORY_FILTERS } from "~/domain/my-story";
import { getStoryPage } from "~/upstream/clients/my.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

export { storyAction as action } from "~/features/history/story-action.server";

/** The list's search parameters: pages 1..page of the filter (all kinds by default). */
const StorySearch = searchParamsSchema({ type: oneOfField(STORY_FILTERS, ""), page: pageField(MY_LIMITS.maxPages) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { type: filter, page } = parseSearchParams(StorySearch, request);
  // Pages 1..page, or the last of them that fit one HTML page.
  const { first } = pageWindow(page, MY_LIMITS.upstreamPageSize);
  const pages = await Promise.all(Array.from({ length: page - first + 1 }, (_, index) => getStoryPage({ request, context }, first + index, filter)));
  const failed = pages.some((result) => result === null);
  const items = failed ? [] : keepLastPages(pages.map((result) => result?.items ?? [])).pages.flat();
  const lastPage = pages[pages.length - 1]?.lastPage ?? 1;
  if (!failed) redirectPastTheEnd(request, { page, shown: items.length, lastPage });
  return json({ filter, page, items, hasMore: !failed && page < lastPage, failed }, { headers: { "Cache-Control": "private, no-store" } });
}
