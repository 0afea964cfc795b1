// Streamer avatars for cards whose list carries none (the main live list has no avatar field, upstream-
// shapes §1): the platform keeps every station's picture at {profile image host}/LOGO/{id[0:2]}/{id}/{id}.jpg,
// so a card is never without one (an avatar on every live and VOD card).
import type { BroadcastCard } from "~/domain/cards";
import { normaliseLive as live, normaliseVod as vod } from "~/normalise/cards";
import { getConfig } from "~/utils/env.server";

export function avatarUrl(userId: string): string {
  const id = encodeURIComponent(userId);
  return `${getConfig().links.profileImage}/LOGO/${encodeURIComponent(userId.slice(0, 2))}/${id}/${id}.jpg`;
}

export function withAvatar(card: BroadcastCard | null): BroadcastCard | null {
  if (!card || card.profileImageUrl || card.kind === "cinety" || !card.userId) return card;
  return { ...card, profileImageUrl: avatarUrl(card.userId) };
}

/** The cards normalisers, with the avatar filled in where the item has none. */
export const normaliseLive = (input: unknown) => withAvatar(live(input));
export const normaliseVod = (...args: Parameters<typeof vod>) => withAvatar(vod(...args));
