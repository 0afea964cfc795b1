// /my/feed/hotissue (001 §2.8): the ranked list with the server's refresh time and cycle, shown by rank
// ranges of HOT_PAGE_SIZE (?page=, docs/choices.md). The action is the one both feed pages share
// (features/my/feed-action.server.ts): likes, hiding and unhiding.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/features/session/viewer.server";
import { getHotList } from "~/upstream/clients/my.server";
import { HOT_PAGE_SIZE, rankRanges } from "~/domain/feed";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

export { feedAction as action } from "~/features/my/feed-action.server";

const HotSearch = searchParamsSchema({ page: pageField(100) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const hot = await getHotList(ctx);
  const ranges = rankRanges(hot.posts.length);
  const page = Math.min(parseSearchParams(HotSearch, request).page, ranges.length);
  const posts = hot.posts.slice((page - 1) * HOT_PAGE_SIZE, page * HOT_PAGE_SIZE);
  return json({ hot: { ...hot, posts }, page, ranges }, { headers: { "Cache-Control": "private, no-store" } });
}
