// POST /resources/home-mode: the home mode toggle (000 §2.4, §4.1). The choice is remembered on the
// device (cookie selectedMode) and the home page starts again from the top.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { MODE_COOKIE } from "~/domain/home";
import { deviceCookie } from "~/utils/device-cookie.server";
import { formDataOf } from "~/utils/form-data.server";

export async function action({ request }: ActionFunctionArgs) {
  const mode = (await formDataOf(request)).get("mode");
  if (mode !== "popular" && mode !== "prefer") return redirect("/");
  return redirect("/", { headers: { "set-cookie": deviceCookie(request, MODE_COOKIE, mode) } });
}

export { goHome as loader } from "~/utils/resource-routes.server";
