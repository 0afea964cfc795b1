// The older station link shapes (001 §2.9), /{userId} and /{userId}/post/{titleNo}: a family without a
// layout route, so its shared module lives in the folder of its first page ($userId/). Only ids that are
// stations move (301) to the portal's station pages; other paths stay the not-found page (features/not-found).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { STREAMER_ID } from "~/domain/station";
import { throwNotFound } from "~/features/not-found/not-found.server";
import { getStation } from "~/upstream/clients/channel.server";

/** /{userId}[/post/{titleNo}] → the portal's station pages, only for ids that are stations. */
export async function legacyStationRedirect({ request, params, context }: LoaderFunctionArgs, target: (id: string) => string) {
  const id = params.userId ?? "";
  if (!STREAMER_ID.test(id)) return throwNotFound({ request, context });
  const found = await getStation({ request, context }, id);
  if (!found.ok && (found.refusal.kind === "notFound" || (found.refusal.kind === "station" && found.refusal.error === "notFound"))) {
    return throwNotFound({ request, context });
  }
  const search = new URL(request.url).search;
  return redirect(`${target(id)}${search}`, 301);
}
