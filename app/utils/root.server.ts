// The root loader's work, in one server module so that the root route's browser bundle carries one
// empty stub instead of one per server module it would otherwise import.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/upstream/auth.server";
import { documentCacheControl, withCacheControl } from "./cache-control.server";
import { getConfig } from "./env.server";
import type { LinkConfig } from "./links";
import { takeToast } from "./session.server";
import { detectClient } from "./webview";

export { NO_REUSE } from "./cache-control.server";

export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const config = getConfig();
  const client = detectClient(request.headers.get("user-agent"), config.appUserAgentPattern);
  const [viewer, { toast, headers }] = await Promise.all([getViewer({ request, context }), takeToast(request)]);
  const linkConfig: LinkConfig = {
    play: config.links.play,
    vod: config.links.vod,
    station: config.links.station,
    loginUrl: config.loginUrl,
    appScheme: config.appScheme,
    isApp: client.isApp,
  };
  return json(
    {
      product: { name: config.productName, logoText: config.logoText },
      viewer,
      toast,
      client,
      links: linkConfig,
      now: Date.now(),
    },
    { headers: withCacheControl(headers, documentCacheControl(request, { signedIn: Boolean(viewer), setsCookie: Boolean(headers) })) },
  );
}
