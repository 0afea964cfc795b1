// /my/feed/hotissue (001 §2.8): the ranked list with the server's refresh time and cycle. The action is the
// one both feed pages share (routes/my/feed-action.server.ts): likes, hiding and unhiding.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/upstream/auth.server";
import { getHotList } from "~/upstream/feed.server";

export { feedAction as action } from "../my/feed-action.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  return json({ hot: await getHotList(ctx) }, { headers: { "Cache-Control": "private, no-store" } });
}
