// /my/history/story (001 §2.6): pages 1..n of the URL's filter; a failed page empties the list (with its
// error text). The action is the delete its confirmation route shares (story-action.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pageParam, pickOption } from "~/domain/my";
import { STORY_FILTERS } from "~/domain/my-story";
import { getStoryPage } from "~/upstream/my.server";

export { storyAction as action } from "./story-action.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = pickOption(STORY_FILTERS, params.get("type"));
  const page = pageParam(params.get("page"));
  const pages = await Promise.all(Array.from({ length: page }, (_, index) => getStoryPage({ request, context }, index + 1, filter)));
  const failed = pages.some((result) => result === null);
  const items = failed ? [] : pages.flatMap((result) => result?.items ?? []);
  const lastPage = pages[pages.length - 1]?.lastPage ?? 1;
  return json({ filter, page, items, hasMore: !failed && page < lastPage, failed }, { headers: { "Cache-Control": "private, no-store" } });
}
