// /my/feed/hotissue (001 §2.8): the ranked list with the server's refresh time and cycle, shown by rank
// ranges of HOT_PAGE_SIZE (?page=, README 'Choices'). The action is the one both feed pages share
// (routes/my/feed-action.server.ts): likes, hiding and unhiding.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/upstream/auth.server";
import { getHotList } from "~/upstream/feed.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/** The list is shown by rank ranges (1~20위, 21~40위, …): a page is a few screens, not 100 large posts. */
const HOT_PAGE_SIZE = 20;

export type RankRange = { page: number; from: number; to: number };

export { feedAction as action } from "../my/feed-action.server";

const HotSearch = searchParamsSchema({ page: pageField(100) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const hot = await getHotList(ctx);
  const totalPages = Math.max(1, Math.ceil(hot.posts.length / HOT_PAGE_SIZE));
  const page = Math.min(parseSearchParams(HotSearch, request).page, totalPages);
  const posts = hot.posts.slice((page - 1) * HOT_PAGE_SIZE, page * HOT_PAGE_SIZE);
  const ranges: RankRange[] = Array.from({ length: totalPages }, (_, index) => ({
    page: index + 1,
    from: index * HOT_PAGE_SIZE + 1,
    to: Math.min((index + 1) * HOT_PAGE_SIZE, hot.posts.length),
  }));
  return json({ hot: { ...hot, posts }, page, ranges }, { headers: { "Cache-Control": "private, no-store" } });
}
