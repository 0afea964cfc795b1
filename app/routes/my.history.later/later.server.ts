// /my/history/later: 나중에 보기 (001 §2.5): pages of the URL's sort (features/history/history-pages.server.ts); the action is
// the one its confirmation route shares (features/history/history-actions.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHistoryPages } from "~/features/history/history-pages.server";

export { laterAction as action } from "~/features/history/history-actions.server";

export const loader = (args: LoaderFunctionArgs) => loadHistoryPages(args, "later");
