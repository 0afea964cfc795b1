// POST /resources/favorite: add or remove a favourite streamer (000 §4.2, §8; 001 §4.4). Guests go to
// login and come back; the result is a toast on the page the user came from.
import { FavouriteSchema } from "~/forms/card-action";
import { cardMessages } from "~/i18n/ko/cards";
import { addFavourite, removeFavourite } from "~/upstream/clients/station.server";
import { memberAction } from "~/features/session/member-post.server";
import { redirectWithToast } from "~/utils/session.server";

const t = cardMessages.favourite;
const DAILY_LIMIT_CODE = 6306;

// The server's message is shown (001 §4.4, §7.3, §8); the shared toggle's texts when it sends none, and
// the spec's own text for the daily limit.
export const action = memberAction(FavouriteSchema, async ({ request, ctx, returnTo, input: { intent, streamerId } }) => {
  if (intent === "add") {
    const answer = await addFavourite(ctx, streamerId);
    if (answer.ok) return redirectWithToast(request, returnTo, { message: answer.message || t.added, kind: "success" });
    return redirectWithToast(request, returnTo, {
      message: answer.code === DAILY_LIMIT_CODE ? t.dailyLimit : answer.message || t.addFailed,
      kind: "error",
    });
  }
  const answer = await removeFavourite(ctx, streamerId);
  return redirectWithToast(
    request,
    returnTo,
    answer.ok ? { message: answer.message || t.removed, kind: "success" } : { message: answer.message || t.removeFailed, kind: "error" },
  );
});

export { goHome as loader } from "~/utils/resource-routes.server";
