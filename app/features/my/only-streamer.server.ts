// The feed's '스트리머 글만 보기' remembered on the device (001 §2.7): a cookie under the spec's key, read by
// the /my/feed loader and set by the feed action, so that the first HTML is already filtered.
import { ONLY_STREAMER_KEY } from "~/domain/feed";

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The value as the spec stores it, '1' or '' (not Remix's encoded cookie values). */
export function readOnlyStreamer(request: Request): boolean {
  const header = request.headers.get("cookie") ?? "";
  return header.split(";").some((part) => part.trim() === `${ONLY_STREAMER_KEY}=1`);
}

export const onlyStreamerCookie = (on: boolean) => `${ONLY_STREAMER_KEY}=${on ? "1" : ""}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
