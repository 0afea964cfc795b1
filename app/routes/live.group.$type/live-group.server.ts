// The loader of /live/group/{type} (000 §2.6): a type outside game, bora, sports and award2024 goes to
// /live/all; the page's data comes from the /live pages' shared module (features/live/live-page.server.ts).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isLiveGroupType } from "~/domain/live";
import { pageData } from "~/utils/page-data.server";
import { livePageView, loadLivePage } from "~/features/live/live-page.server";

export async function loader(args: LoaderFunctionArgs) {
  const type = args.params.type;
  if (!isLiveGroupType(type)) throw redirect("/live/all");
  return pageData(livePageView(await loadLivePage(args, type), args));
}
