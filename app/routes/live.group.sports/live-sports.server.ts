// The loader of /live/group/sports (000 §2.6, §4.8): the group page (features/live/live-page.server.ts) with
// its HOT text banner and today's schedule, rendered to HTML here (sports-html.server.tsx).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sportsGameView, type SportsGame } from "~/domain/live";
import type { CallContext } from "~/upstream/transport.server";
import { getSportsSchedule } from "~/upstream/clients/search.server";
import { getPost } from "~/upstream/clients/channel.server";
import { linkConfigFor } from "~/utils/link-config.server";
import type { LinkConfig } from "~/utils/links";
import { pageData } from "~/utils/page-data.server";
import { livePageView, loadLivePage } from "~/features/live/live-page.server";
import { sportsHtml } from "./sports-html.server";
import type { VodBoards } from "./SportsSchedule";

/**
 * Inside the app a highlight opens player/video, which needs its station and board (000 §2.3), and the
 * schedule names only the VOD: read from the VOD's post on the game's station. One not found stays a web link.
 */
async function highlightBoards(ctx: CallContext, games: SportsGame[], config: LinkConfig): Promise<VodBoards> {
  if (!config.isApp) return {};
  const highlights = games.flatMap((game) => {
    const { badge } = sportsGameView(game);
    return badge.kind === "highlight" && badge.titleNo && game.vsBjId ? [{ userId: game.vsBjId, titleNo: badge.titleNo }] : [];
  });
  const found = await Promise.all(
    highlights.map(async ({ userId, titleNo }) => {
      const post = await getPost(ctx, userId, titleNo);
      return post.ok ? ([[titleNo, { stationNo: post.data.stationNo, bbsNo: post.data.bbsNo }]] as const) : [];
    }),
  );
  return Object.fromEntries(found.flat());
}

export async function loader(args: LoaderFunctionArgs) {
  const config = linkConfigFor(args.request);
  const [page, games] = await Promise.all([loadLivePage(args, "sports"), getSportsSchedule(args)]);
  const boards = await highlightBoards(args, games, config);
  return pageData({ ...livePageView(page, args), sports: sportsHtml(page.textBanners, games, config, boards) });
}
