// POST /resources/theme: the header's theme menu. The choice (light, dark, or following the
// system) is remembered on the device in the theme cookie, and the page it was made on comes back
// (same-origin return paths only) already in the new theme. The same form with JS and without.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseTheme, THEMES } from "~/domain/theme";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";
import { themeCookie } from "~/utils/theme.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const returnTo = safeReturnPath(form.get("returnTo") ?? "/", new URL(request.url).origin);
  const value = form.get("theme");
  // A post without a known choice changes nothing.
  if (!(THEMES as readonly unknown[]).includes(value)) return redirect(returnTo);
  return redirect(returnTo, { headers: { "set-cookie": themeCookie(request, parseTheme(value)) } });
}

export { goHome as loader } from "~/utils/resource-routes.server";
