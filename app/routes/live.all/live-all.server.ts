// The loader of /live/all (000 §2.6): every live broadcast in the chosen sort (live-page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageData } from "~/utils/page-data.server";
import { livePageView, loadLivePage } from "~/features/live/live-page.server";

export async function loader(args: LoaderFunctionArgs) {
  return pageData(livePageView(await loadLivePage(args, "all"), args));
}
