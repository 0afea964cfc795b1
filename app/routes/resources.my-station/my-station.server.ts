// GET /resources/my-station: the account menu's '내 방송국'. The member's station; for a member who has
// none (the station API answers not found), the page they were on with a toast that says so, never the not-found
// page. Asked when tapped, so that no page's header pays a station call; a guest goes to login.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { words } from "~/i18n/ko/common";
import { requireViewer } from "~/features/session/viewer.server";
import { getStation } from "~/upstream/clients/channel.server";
import { isNoStation } from "~/upstream/station-lookup.server";
import { pageCameFrom } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const viewer = await requireViewer(ctx);
  const station = await getStation(ctx, viewer.userId);
  // A station that is closed or suspended, or an upstream that fails, still has its own page to say so.
  if (station.ok || !isNoStation(station.refusal)) return redirect(`/station/${encodeURIComponent(viewer.userId)}`);
  return redirectWithToast(request, pageCameFrom(request, "/my"), { message: words.noStation, kind: "info" });
}
