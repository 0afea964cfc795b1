// The first step of '구독' (001 §4.7), shared by the station's /subscribe page (without JS) and
// /resources/station-subscription (the sidebar's button with JS): the subscription page directly, the
// question whether to use an owned ticket, a message, or login first.
import { opensSubscriptionDirectly, type SubscriptionStep } from "~/domain/station";
import { station as t } from "~/i18n/ko/station";
import { getViewer, loginUrlFor } from "~/upstream/auth.server";
import type { CallContext } from "~/upstream/http.server";
import { getSubscriptionInfo } from "~/upstream/station.server";
import { getConfig } from "~/utils/env.server";

/** The first step: the subscription page directly, or the question whether to use an owned ticket. */
export async function subscriptionStep(ctx: CallContext, streamerId: string, returnTo: string): Promise<SubscriptionStep> {
  if (!(await getViewer(ctx))) return { next: "login", url: loginUrlFor(ctx.request, returnTo) };
  const pageUrl = `${getConfig().links.item}/popup/subscription?bj_id=${encodeURIComponent(streamerId)}`;
  const info = await getSubscriptionInfo(ctx, streamerId);
  if (!info.ok) {
    if (info.suspended) return { next: "message", message: t.subscription.suspended(info.suspended.start, info.suspended.end) };
    return { next: "message", message: info.message ?? t.subscription.failed };
  }
  if (opensSubscriptionDirectly(info.info)) return { next: "page", url: pageUrl };
  return { next: "confirm", productName: info.info.productName, coupon: info.info.coupon, pageUrl };
}
