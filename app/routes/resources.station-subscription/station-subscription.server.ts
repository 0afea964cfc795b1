// The sidebar's '구독' with JS (001 §4.7): the first step (features/station/subscription.server)
// for the station in ?streamerId=, as JSON, never cached.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STREAMER_ID } from "~/domain/station";
import { safeReturnPath } from "~/utils/return-url";
import { subscriptionStep } from "~/features/station/subscription.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const streamerId = url.searchParams.get("streamerId") ?? "";
  if (!STREAMER_ID.test(streamerId)) return json({ next: "message", message: "" }, { status: 400 });
  const returnTo = safeReturnPath(url.searchParams.get("returnTo") ?? `/station/${streamerId}`, url.origin);
  return json(await subscriptionStep({ request, context }, streamerId, returnTo), { headers: { "Cache-Control": "private, no-store" } });
}
