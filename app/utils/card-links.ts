// Where a card leads (000 §2.2): the player of its kind, with Catch carrying the next 4 ids and Catch
// stories the rest of the list; deep links inside the app. Null when it cannot be opened. What its
// share item carries: the web address (cardShareUrl).
import { canOpenPlaylist, type BroadcastCard } from "~/domain/cards";
import { links, type CatchStoryLocation, type LinkConfig } from "./links";

export type CardListContext = {
  /** Ids of the Catch items of the list, in order (for szSearchTnoList). */
  catchIds: string[];
  /** Ids of the Catch stories of the list, in order (for aStoryListIdx). */
  storyIds: string[];
  location: CatchStoryLocation;
};

export function cardHref(card: BroadcastCard, config: LinkConfig, list?: CardListContext): string | null {
  const app = card.stationNo && card.bbsNo ? { stationNo: card.stationNo, bbsNo: card.bbsNo } : undefined;
  switch (card.kind) {
    case "live":
      return links.livePlayer(config, card.userId, card.id);
    case "vod":
      return links.vodPlayer(config, card.id, { later: card.updatedAt !== null, app });
    case "catch": {
      const ids = list?.catchIds.length ? list.catchIds : [card.id];
      const index = Math.max(0, ids.indexOf(card.id));
      // Inside the app a Catch opens player/video as a Catch (type=catch, as a playlist is type=playlist: the
      // deep link of 000 §2.3 has no list, the app's Catch player swipes on to the next clips), which needs its
      // board; a list that names none (a station's Catch) keeps the web Catch player with its list.
      return config.isApp && app ? links.vodPlayer(config, card.id, { app, appType: "catch" }) : links.catchPlayer(config, ids, index);
    }
    case "story": {
      const ids = list?.storyIds.length ? list.storyIds : card.storyIds.length ? card.storyIds : [card.id];
      return links.catchStoryPlayer(config, ids, Math.max(0, ids.indexOf(card.id)), list?.location ?? "home");
    }
    case "playlist":
      return canOpenPlaylist(card) ? links.playlistPlayer(config, card.titleNo ?? card.id, card.id, card.title, card.titleNo ? app : undefined) : null;
    case "cinety":
      return links.vodPlayer(config, card.titleNo ?? card.id, { app });
  }
}

/**
 * What sharing a card carries (000 §2.3 share url): its web address, absolute, never an app deep link; a
 * card that cannot be opened shares its station.
 */
export function cardShareUrl(card: BroadcastCard, config: LinkConfig, list?: CardListContext): string {
  const web = { ...config, isApp: false };
  const href = cardHref(card, web, list) ?? links.station(web, card.userId);
  return href.startsWith("/") ? `${config.origin}${href}` : href;
}
