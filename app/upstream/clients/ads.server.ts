// Ads from the upstream (001 §2.16, §2.17, §7.9; 000 §7.1): they fail quietly, no banner (the place's empty
// default), never an error page.
import { z } from "zod";
import type { Ad, AdPlacement } from "~/domain/promotions";
import { normaliseAd } from "~/normalise/promotions";
import { derivedOnce } from "../kept-answers.server";
import { orDefault, upstreamFetch } from "../policy.server";
import type { CallContext } from "../transport.server";

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
