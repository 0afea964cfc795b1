// /my/history/later/delete/{target}: the confirmation before deleting every played entry or every entry of watch later (001 §5): 404 for
// any other target; the list's action answers (features/history/history-actions.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDeleteAllTarget } from "~/components/my/HistoryConfirm";

export { laterAction as action } from "~/features/history/history-actions.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (!isDeleteAllTarget("later", params.target)) throw new Response(null, { status: 404 });
  return null;
}
