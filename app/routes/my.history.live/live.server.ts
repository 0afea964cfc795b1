// /my/history/live: the recent LIVE list (001 §2.5), sorted and paged like the other live lists; the action
// is the one its confirmation route shares (features/history/history-actions.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { RECENT_LIVE_SORTS } from "~/domain/my";
import { getRecentLives } from "~/upstream/clients/my.server";
import { pageData } from "~/utils/page-data.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "~/features/my/dialog-route.server";
import { liveColumnsView, liveListFields } from "~/features/my/live-list.server";

export { recentLiveAction as action } from "~/features/history/history-actions.server";

const RecentLiveSearch = searchParamsSchema(liveListFields(RECENT_LIVE_SORTS));

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const cards = await getRecentLives({ request, context });
  // As the other My lists' LIVE sections: the cards as columns, read back by liveOf.
  return pageData({ live: liveColumnsView(cards, parseSearchParams(RecentLiveSearch, request)) }, { headers: { "Cache-Control": "private, no-store" } });
}
