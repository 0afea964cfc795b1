// The first step of '구독' (001 §4.7), shared by the station's /subscribe page (without JS) and
// /resources/station-subscription (the sidebar's button with JS): the subscription page directly, the
// question whether to use an owned ticket, a message, or login first. Inside the app the page is the
// app's own (item/subscription).
import { opensSubscriptionDirectly, type SubscriptionStep } from "~/domain/station";
import { station as t } from "~/i18n/ko/station";
import { getSession } from "~/upstream/clients/station.server";
import { sessionUnchecked } from "~/features/session/viewer.server";
import type { CallContext } from "~/upstream/transport.server";
import { getStation } from "~/upstream/clients/channel.server";
import { getSubscriptionInfo } from "~/upstream/clients/item.server";
import { getConfig } from "~/utils/env.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { deepLink } from "~/utils/links";
import { loginUrlFor } from "~/utils/login-url.server";

/**
 * The subscription page: the item host's popup on the web; inside the app its item/subscription deep link
 * with the streamer's id, nickname and picture (000 §2.3, 001 §7.11).
 */
async function subscriptionPage(ctx: CallContext, streamerId: string): Promise<string> {
  const config = linkConfigFor(ctx.request);
  if (!config.isApp) return `${getConfig().links.item}/popup/subscription?bj_id=${encodeURIComponent(streamerId)}`;
  const found = await getStation(ctx, streamerId);
  const station = found.ok ? found.data : null;
  return deepLink.subscription(config, {
    receiverId: streamerId,
    receiveNick: station?.nickname || streamerId,
    // Absolute, with the page's scheme when the upstream gives it protocol-relative.
    bjImage: station?.profileImageUrl ? new URL(station.profileImageUrl, ctx.request.url).href : "",
  });
}

/** The first step: the subscription page directly, or the question whether to use an owned ticket. A session the
 * upstream could not check is the unavailable answer (503), not the login page. */
export async function subscriptionStep(ctx: CallContext, streamerId: string, returnTo: string): Promise<SubscriptionStep> {
  const session = await getSession(ctx);
  if (session.state === "guest") return { next: "login", url: loginUrlFor(ctx.request, returnTo) };
  if (session.state === "unknown") throw sessionUnchecked();
  const [pageUrl, info] = await Promise.all([subscriptionPage(ctx, streamerId), getSubscriptionInfo(ctx, streamerId)]);
  if (!info.ok) {
    if (info.suspended) return { next: "message", message: t.subscription.suspended(info.suspended.start, info.suspended.end) };
    return { next: "message", message: info.message ?? t.subscription.failed };
  }
  if (opensSubscriptionDirectly(info.info)) return { next: "page", url: pageUrl };
  return { next: "confirm", productName: info.info.productName, coupon: info.info.coupon, pageUrl };
}
