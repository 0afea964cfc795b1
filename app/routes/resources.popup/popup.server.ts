// POST /resources/popup: closing a promotional popup without JS (001 §2.16, §4.9). With '24시간 동안 보지
// 않기' ticked its cookie (in the popups' namespace: domain/promotions.ts) becomes 'y' for a day (the server reads it, so the next HTML has no popup);
// without, the same page comes back with the popup closed for that view only (?popupClosed=). With JS the
// popup closes in place and sets the cookie itself. Only configured popups' keys and same-origin pages.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { POPUP_COOKIE_MAX_AGE_SECONDS, POPUP_DISMISSED, popupCookie, withPopupClosed } from "~/domain/promotions";
import { getPopups } from "~/upstream/clients/live.server";
import { deviceCookie } from "~/utils/device-cookie.server";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";

const CloseSchema = z.object({
  intent: z.literal("close"),
  key: z.string().min(1).max(64),
  hide: z.literal(POPUP_DISMISSED).optional(),
  returnTo: z.string().max(2000).default("/"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await formDataOf(request));
  const returnTo = safeReturnPath(form.returnTo ?? "/", new URL(request.url).origin);
  const parsed = CloseSchema.safeParse(form);
  if (!parsed.success) return redirect(returnTo);
  const { key, hide } = parsed.data;
  const popups = await getPopups({ request, context });
  if (!popups.some((popup) => popup.cookieKey === key)) return redirect(returnTo);
  if (hide) return redirect(returnTo, { headers: { "set-cookie": deviceCookie(request, popupCookie(key), POPUP_DISMISSED, POPUP_COOKIE_MAX_AGE_SECONDS) } });
  return redirect(withPopupClosed(returnTo, key));
}

export { goHome as loader } from "~/utils/resource-routes.server";
