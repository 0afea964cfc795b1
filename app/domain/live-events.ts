// Live without a reload (issue 70): what the live hosts say of every broadcast on air, read once per interval for
// every stream (features/live-events/), and what changed between two reads, which the event stream sends to the pages
// that show those streamers. Shared by the server (the diff) and the page's client (the events it patches with).

/** The event stream's address (served by server.ts: server/live-events.ts, features/live-events/stream.server.ts). */
export const LIVE_EVENTS_PATH = "/resources/live-events";
/** The member's followed streamers off air (served at /resources/live-follows), read once by the page's client. */
export const LIVE_FOLLOWS_PATH = "/resources/live-follows";
/** Stands for the broadcast's number in a follow's player link, which the client fills in when the broadcast starts. */
export const BROAD_NO_SLOT = "BROADNO";
/** What the page's client draws a followed streamer going live with, from the server: the player's link (the app's
 * deep link in the webview), and the texts and class names of the server's side bar row and toast, so that the
 * client's chunk carries none of the page's first-load modules. */
export type LiveFollows = {
  follows: Array<{ userId: string; nickname: string; profileImageUrl: string | null; isAlarmOn: boolean; player: string; newTab: boolean }>;
  /** The side bar row's hidden label before its count. */
  viewersLabel: string;
  toast: {
    classes: Record<"region" | "toast" | "info" | "message" | "line" | "link" | "close", string>;
    closeLabel: string;
    watchLabel: string;
    durationMs: number;
  };
};

/** At most this many streamers a page asks about (a page of cards and its side bar hold fewer). */
export const MAX_WATCHED = 400;

/** A broadcast on air as the live list tells it. */
export type LiveState = { broadNo: string; viewers: number; title: string; categoryName: string };

/** Every broadcast on air, by its streamer's id, at the time the live hosts were read (`at`, epoch ms). */
export type LiveSnapshot = { at: number; lives: Record<string, LiveState> };

/** What changed for one streamer between two reads. */
export type LiveChange =
  | { kind: "viewers"; userId: string; viewers: number }
  | ({ kind: "started"; userId: string } & LiveState)
  | { kind: "ended"; userId: string }
  | { kind: "changed"; userId: string; title: string; categoryName: string };

/** The changes from `before` to `after` (a new broadcast number is a new broadcast: ended and started again). */
export function diffLives(before: Record<string, LiveState>, after: Record<string, LiveState>): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const [userId, was] of Object.entries(before)) {
    const now = after[userId];
    if (!now || now.broadNo !== was.broadNo) changes.push({ kind: "ended", userId });
  }
  for (const [userId, now] of Object.entries(after)) {
    const was = before[userId];
    if (!was || was.broadNo !== now.broadNo) {
      changes.push({ kind: "started", userId, ...now });
      continue;
    }
    if (was.title !== now.title || was.categoryName !== now.categoryName)
      changes.push({ kind: "changed", userId, title: now.title, categoryName: now.categoryName });
    if (was.viewers !== now.viewers) changes.push({ kind: "viewers", userId, viewers: now.viewers });
  }
  return changes;
}

/** The present for `watched` as changes a page applies as it would a read's: on air (started) or not (ended). A
 * stream that opens or comes back sends this first, so that what happened while it was away is caught up. */
export function presentFor(snapshot: LiveSnapshot, watched: Iterable<string>): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const userId of watched) {
    const live = snapshot.lives[userId];
    changes.push(live ? { kind: "started", userId, ...live } : { kind: "ended", userId });
  }
  return changes;
}

/** The streamer ids a page asks about (`?ids=a,b`): known characters only, at most MAX_WATCHED. */
export function parseWatched(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").filter((id) => /^[A-Za-z0-9_.-]{1,40}$/.test(id)))].slice(0, MAX_WATCHED);
}
