// The loader of the star ranking page (000 §2.8, §7.5, §8): the top broadcasts and the themed lists without
// the viewer's hidden streamers (the undo panel's card kept), the viewer's favourites, the ranking link.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { type BroadcastCard, excludeHidden } from "~/domain/cards";
import type { StarRank } from "~/domain/live";
import type { CallContext } from "~/upstream/transport.server";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { getViewer, isFavourite } from "~/upstream/clients/station.server";
import { getHiddenStreamers, getStarRank } from "~/upstream/clients/live.server";
import { getConfig } from "~/utils/env.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { links } from "~/utils/links";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/**
 * The themed lists shown under the carousel: not an empty one, and not one whose every broadcast the
 * carousel already shows (the upstream's first theme is usually its top four again).
 */
export function besideCarousel<Card extends { key: string }, Theme extends { items: Card[] }>(best: Card[], themes: Theme[]): Theme[] {
  const inCarousel = new Set(best.map((card) => card.key));
  return themes.filter((theme) => theme.items.length > 0 && !theme.items.every((card) => inCarousel.has(card.key)));
}

/** The page's one search parameter: the card an undo panel stands in for. */
const StarRankSearch = searchParamsSchema({ [UNDO_PARAM]: z.string().transform(parseUndo).catch(null) });

/** The streamers of the ranking the viewer follows, asked per streamer (when the ranking's answer did not say). */
async function favouritesAmong(ctx: CallContext, rank: StarRank<BroadcastCard>): Promise<string[]> {
  const ids = [...new Set([...rank.best, ...rank.themes.flatMap((theme) => theme.items)].map((card) => card.userId))];
  const checks = await Promise.all(ids.map(async (id) => ((await isFavourite(ctx, id)) ? id : null)));
  return checks.filter((id): id is string => id !== null);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const viewer = await getViewer(ctx);
  const [{ rank, favourites: flagged }, hidden] = await Promise.all([getStarRank(ctx, viewer !== null), getHiddenStreamers(ctx, viewer !== null)]);
  const favourites = flagged ?? (await favouritesAmong(ctx, rank));
  const keep = parseSearchParams(StarRankSearch, request)[UNDO_PARAM]?.key ?? null;
  const best = excludeHidden(rank.best, hidden, keep);
  return json({
    best,
    bestChanges: rank.bestChanges,
    themes: besideCarousel(
      best,
      rank.themes.map((theme) => ({ ...theme, items: excludeHidden(theme.items, hidden, keep) })),
    ),
    favourites,
    // The streamer ranking lives on the station host (its path is not in the spec): a page outside the portal,
    // which the app's webview opens in the external browser (000 §2.3).
    streamerRankingUrl: links.external(linkConfigFor(request), `${getConfig().links.station}/ranking`),
  });
}
