// POST /resources/favorite: add or remove a favourite streamer (000 §4.2, §8; 001 §4.4). Guests go to
// login and come back; the result is a toast on the page the user came from.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { FavouriteSchema } from "~/forms/card-action";
import { cardMessages } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import { getViewer, loginUrlFor } from "~/upstream/auth.server";
import { addFavourite, removeFavourite } from "~/upstream/cards.server";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";

const t = cardMessages.favourite;
const DAILY_LIMIT_CODE = 6306;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await formDataOf(request));
  const returnTo = safeReturnPath(form.returnTo ?? "/", new URL(request.url).origin);
  const parsed = FavouriteSchema.safeParse(form);
  if (!parsed.success) return redirectWithToast(request, returnTo, { message: common.messages.genericFailure, kind: "error" });
  const ctx = { request, context };
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, returnTo));

  const { intent, streamerId } = parsed.data;
  if (intent === "add") {
    const answer = await addFavourite(ctx, streamerId);
    if (answer.ok) return redirectWithToast(request, returnTo, { message: t.added, kind: "success" });
    return redirectWithToast(request, returnTo, { message: answer.code === DAILY_LIMIT_CODE ? t.dailyLimit : t.addFailed, kind: "error" });
  }
  const answer = await removeFavourite(ctx, streamerId);
  return redirectWithToast(request, returnTo, answer.ok ? { message: t.removed, kind: "success" } : { message: t.removeFailed, kind: "error" });
}

export function loader() {
  return redirect("/");
}
