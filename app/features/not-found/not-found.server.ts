// The not-found answer (001 §2.18) of a path no page has (routes/$) or of an old station link to no station
// (features/station/legacy-redirect.server.ts): a 404 that carries more than one way on (issue 72), the lives most
// watched now, from the popular list the portal keeps for everyone (none of them adult, locked or paid). The page
// (components/layout/ErrorPage.tsx) names them beside its search box and '메인으로'.
import { json } from "@remix-run/node";
import { isPreviewable } from "~/domain/home";
import type { LiveLink } from "~/domain/live";
import { getPopularLives } from "~/upstream/clients/static.server";
import type { CallContext } from "~/upstream/transport.server";

/** How many lives the page names. */
const LIVES = 6;

export async function throwNotFound(ctx: CallContext): Promise<never> {
  const lives: LiveLink[] = (await getPopularLives(ctx, false))
    .filter(isPreviewable)
    .slice(0, LIVES)
    .map((card) => ({ key: card.key, userId: card.userId, broadNo: card.id, title: card.title, nick: card.userNickname }));
  throw json({ lives }, { status: 404 });
}
