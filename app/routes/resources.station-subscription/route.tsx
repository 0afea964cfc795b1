// GET /resources/station-subscription?streamerId=: the first step of '구독' as JSON for the sidebar's
// button with JS (001 §4.7): the subscription page, the ticket question, a message, or login.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STREAMER_ID } from "~/domain/station";
import { subscriptionStep } from "~/upstream/station-pages.server";
import { safeReturnPath } from "~/utils/return-url";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const streamerId = url.searchParams.get("streamerId") ?? "";
  if (!STREAMER_ID.test(streamerId)) return json({ next: "message", message: "" }, { status: 400 });
  const returnTo = safeReturnPath(url.searchParams.get("returnTo") ?? `/station/${streamerId}`, url.origin);
  return json(await subscriptionStep({ request, context }, streamerId, returnTo), { headers: { "Cache-Control": "private, no-store" } });
}
