// Promotional popups and ads from the upstream (001 §2.16, §2.17, §7.9; 000 §7.1). Both fail quietly: no
// popup, no banner (the place's empty default), never an error page.
import { z } from "zod";
import { type Ad, type AdPlacement, type Popup, type PopupView, shownPopups } from "~/domain/promotions";
import { normaliseList } from "~/normalise/cards";
import { normaliseAd, normalisePopup } from "~/normalise/promotions";
import { cached } from "./cache.server";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";
import { derivedOnce } from "./kept-answers.server";
import { looseArray } from "./schema.server";

const PopupListSchema = z.object({ data: looseArray(z.unknown()) }).passthrough();

/** Every configured popup (the same for everyone: cached for a minute, served stale while the upstream is down). */
export async function getPopups(ctx: CallContext): Promise<Popup[]> {
  const popups = await cached("promotions:popups", { ttlMs: 60_000, staleMs: 10 * 60_000 }, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/main/popupController.php", { schema: PopupListSchema }), null);
    return answer ? normaliseList(answer.data, normalisePopup) : undefined;
  });
  return popups ?? [];
}

/** The popups this view shows (path, window, closed in this view, cookie). */
export async function getShownPopups(ctx: CallContext, view: PopupView): Promise<Popup[]> {
  return shownPopups(await getPopups(ctx), view);
}

const AdSchema = z.object({ exist: z.unknown() }).passthrough();

/** The ad of a placement; `category` is 'main' or 'myplus' on the home page (by mode), a category number
 * on category pages. Personal (the user's cookies go along), so kept only as a viewer's read (a few seconds,
 * the same viewer), and made into an Ad once per kept answer. */
export async function getAd(ctx: CallContext, placement: AdPlacement, category: string): Promise<Ad | null> {
  const answer = orDefault(
    await upstreamFetch(ctx, "ads", "/api/v1/recommend", { query: { placement, category, platform: "pc" }, schema: AdSchema, keep: true }),
    null,
  );
  return answer ? derivedOnce(answer, normaliseAd) : null;
}
