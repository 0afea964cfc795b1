// POST /resources/side-bar: the side bar of followed channels collapsed to its rail or opened again.
// Remembered on the device in the sideBar cookie (open is the default: opening removes it), and the
// page the button was pressed on comes back (same-origin paths only) already in the new state, so nothing
// flashes. The button is a plain form in the side bar's server-rendered HTML: the same post with JS and
// without. The page is its Referer when that is this site's (client navigations keep it current, where the
// form's returnTo is the page the side bar was rendered on), else the form's returnTo.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseSideBarState, SIDE_BAR_COOKIE } from "~/domain/side-bar";
import { deviceCookie } from "~/utils/device-cookie.server";
import { formDataOf } from "~/utils/form-data.server";
import { pageCameFrom } from "~/utils/return-url";

export async function action({ request }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const returnTo = pageCameFrom(request, form.get("returnTo") ?? "/");
  const value = form.get("sideBar");
  // A post without a known state changes nothing.
  if (value !== "open" && value !== "closed") return redirect(returnTo);
  const cookie = parseSideBarState(value) === "closed" ? deviceCookie(request, SIDE_BAR_COOKIE, "closed") : deviceCookie(request, SIDE_BAR_COOKIE, "", 0);
  return redirect(returnTo, { headers: { "set-cookie": cookie } });
}

export { goHome as loader } from "~/utils/resource-routes.server";
