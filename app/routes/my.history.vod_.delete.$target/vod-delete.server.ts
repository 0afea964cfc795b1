// /my/history/vod/delete/{target}: the confirmation before deleting every recent VOD (001 §5): 404 for
// any other target; the list's action answers (features/history/history-actions.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDeleteAllTarget } from "~/components/my/HistoryConfirm";

export { recentVodAction as action } from "~/features/history/history-actions.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (!isDeleteAllTarget("vod", params.target)) throw new Response(null, { status: 404 });
  return null;
}
