// '구독' without JS (001 §4.7): the loader redirects to the subscription page (or login, or back with a
// message) or asks about the owned ticket; the action uses the ticket (the gift-use call) and says how
// it went as a toast on the station.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { station as t } from "~/i18n/ko/station";
import { getViewer } from "~/upstream/clients/station.server";
import { redeemSubscriptionTicket } from "~/upstream/clients/item.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";
import { requireStreamerId, stationBase } from "~/features/station/station-guards.server";
import { subscriptionStep } from "~/features/station/subscription.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const back = stationBase(streamerId);
  const step = await subscriptionStep({ request, context }, streamerId, `${back}/subscribe`);
  if (step.next === "page" || step.next === "login") throw redirect(step.url);
  if (step.next === "message") throw await redirectWithToast(request, back, { message: step.message, kind: "error" });
  return json(step);
}

/** Using the ticket: the gift-use call, its result (or the server's message on -1) as a toast. */
async function actOnce({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const back = stationBase(streamerId);
  const viewer = await getViewer(ctx);
  if (!viewer) return redirect(loginUrlFor(request, back));
  const coupon = String((await formDataOf(request)).get("coupon") ?? "");
  const used = await redeemSubscriptionTicket(ctx, viewer.userId, streamerId, coupon);
  if (!used.ok) return redirectWithToast(request, back, { message: used.message ?? t.subscription.failed, kind: "error" });
  const detail = t.subscription.used(used.itemName, used.remainDays);
  return redirectWithToast(request, back, { message: used.message ? `${used.message}\n${detail}` : detail, kind: "success" });
}

export const action = oncePerKey(actOnce);
