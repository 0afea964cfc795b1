// The link configuration of a request (external destinations, app deep links): the root loader hands it
// to the browser, and server-rendered sections use it directly.
import { getConfig } from "./env.server";
import type { LinkConfig } from "./links";
import { detectClient } from "./webview";

export function linkConfigFor(request: Request): LinkConfig {
  const config = getConfig();
  return {
    play: config.links.play,
    vod: config.links.vod,
    station: config.links.station,
    loginUrl: config.loginUrl,
    appScheme: config.appScheme,
    isApp: detectClient(request.headers.get("user-agent"), config.appUserAgentPattern).isApp,
    origin: new URL(request.url).origin,
  };
}
