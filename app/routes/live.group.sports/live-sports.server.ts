// The loader of /live/group/sports (000 §2.6, §4.8): the group page (../live.all/live-page.server.ts) with
// its HOT text banner and today's schedule, rendered to HTML here (sports-html.server.tsx).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getSportsSchedule } from "~/upstream/live.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { livePageView, loadLivePage } from "../live.all/live-page.server";
import { sportsHtml } from "./sports-html.server";

export async function loader(args: LoaderFunctionArgs) {
  const [page, games] = await Promise.all([loadLivePage(args, "sports"), getSportsSchedule(args)]);
  return json({ ...livePageView(page), sports: sportsHtml(page.textBanners, games, linkConfigFor(args.request)) });
}
