// POST /resources/station (001 §4.4, §7.1): push on/off for a station, and the station's remembered
// choices without JS (boards open, sidebar contracted; features/station/station-prefs.server).
// Each answers with a redirect back to the page it came from; a GET goes home.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { STREAMER_ID } from "~/domain/station";
import { station as t } from "~/i18n/ko/station";
import { getViewer, setPush } from "~/upstream/clients/station.server";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { prefCookie, STATION_COOKIES } from "~/features/station/station-prefs.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

async function actOnce({ request, context }: ActionFunctionArgs) {
  const formData = await formDataOf(request);
  const origin = new URL(request.url).origin;
  const returnTo = safeReturnPath(formData.get("returnTo") ?? "/", origin);
  const intent = formData.get("intent");
  if (intent === "boards" || intent === "fold") {
    const name = intent === "boards" ? STATION_COOKIES.boards : STATION_COOKIES.fold;
    // Folding the sidebar also closes any open layer (001 §4.5).
    const to = new URL(returnTo, origin);
    if (intent === "fold") to.searchParams.delete("layer");
    return redirect(`${to.pathname}${to.search}`, { headers: { "set-cookie": prefCookie(name, formData.get("on") === "Y", request) } });
  }
  const streamerId = String(formData.get("streamerId") ?? "");
  if ((intent !== "push-on" && intent !== "push-off") || !STREAMER_ID.test(streamerId)) {
    return redirectWithToast(request, returnTo, { message: t.results.failed, kind: "error" });
  }
  const ctx = { request, context };
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, returnTo));
  const answer = await setPush(ctx, streamerId, intent === "push-on");
  return redirectWithToast(
    request,
    returnTo,
    answer.ok ? { message: answer.message ?? t.results.done, kind: "success" } : { message: answer.message ?? t.results.failed, kind: "error" },
  );
}

export { goHome as loader } from "~/utils/resource-routes.server";

export const action = oncePerKey(actOnce);
