// POST /resources/favorite: add or remove a favourite streamer (000 §4.2, §8; 001 §4.4). Guests go to
// login and come back; the result is a toast on the page the user came from.
import { redirect } from "@remix-run/node";
import { FavouriteSchema } from "~/forms/card-action";
import { cardMessages } from "~/i18n/ko/cards";
import { addFavourite, removeFavourite } from "~/upstream/cards.server";
import { memberAction } from "~/utils/member-post.server";
import { redirectWithToast } from "~/utils/session.server";

const t = cardMessages.favourite;
const DAILY_LIMIT_CODE = 6306;

export const action = memberAction(FavouriteSchema, async ({ request, ctx, returnTo, input: { intent, streamerId } }) => {
  if (intent === "add") {
    const answer = await addFavourite(ctx, streamerId);
    if (answer.ok) return redirectWithToast(request, returnTo, { message: t.added, kind: "success" });
    return redirectWithToast(request, returnTo, { message: answer.code === DAILY_LIMIT_CODE ? t.dailyLimit : t.addFailed, kind: "error" });
  }
  const answer = await removeFavourite(ctx, streamerId);
  return redirectWithToast(request, returnTo, answer.ok ? { message: t.removed, kind: "success" } : { message: t.removeFailed, kind: "error" });
});

export function loader() {
  return redirect("/");
}
