// A refused recommendation leaves the list it was in (the upstream stops sending it), so the card's
// undo panel and the replacements the upstream offered travel to the next page in a short-lived signed
// cookie (000 §4.3). Only what the panel and the replacement cards need is kept; it is private to the
// portal ('__' cookies are never forwarded upstream).
import { createCookie } from "@remix-run/node";
import { cardStub, type BroadcastCard, type RefusedCard } from "~/domain/cards";
import { getConfig } from "./env.server";

/** Browsers keep cookies up to 4 KB: replacements are dropped rather than lose the panel. */
const MAX_COOKIE_BYTES = 3600;

let cookie: ReturnType<typeof createCookie> | undefined;
function refusedCookie() {
  cookie ??= createCookie("__refused", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 120, secrets: [getConfig().sessionSecret] });
  return cookie;
}

/** The card without empty fields, to keep the cookie small. */
function compact(card: BroadcastCard): Partial<BroadcastCard> {
  return Object.fromEntries(
    Object.entries(card).filter(
      ([, value]) => value !== null && value !== "" && value !== false && value !== 0 && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

export async function refusedCookieHeader(refused: RefusedCard | null, request: Request): Promise<string> {
  const secure = new URL(request.url).protocol === "https:";
  if (!refused) return refusedCookie().serialize("", { maxAge: 0, secure });
  const base = { slot: refused.slot, card: compact(refused.card) };
  for (const replacements of [refused.replacements.slice(0, 2), refused.replacements.slice(0, 1), []]) {
    const header = await refusedCookie().serialize({ ...base, replacements: replacements.map(compact) }, { secure });
    if (header.length <= MAX_COOKIE_BYTES) return header;
  }
  return refusedCookie().serialize("", { maxAge: 0, secure });
}

type Stored = { slot: RefusedCard["slot"]; card: Partial<BroadcastCard>; replacements: Array<Partial<BroadcastCard>> };

function restore(card: Partial<BroadcastCard>): BroadcastCard | null {
  if (!card.kind || !card.id || !card.userId) return null;
  return cardStub({ userNickname: card.userId, title: "", ...card, kind: card.kind, id: card.id, userId: card.userId });
}

export async function readRefused(request: Request): Promise<RefusedCard | null> {
  const value = (await refusedCookie().parse(request.headers.get("cookie"))) as Stored | "" | null;
  if (!value || typeof value !== "object" || !value.slot) return null;
  const card = restore(value.card ?? {});
  if (!card) return null;
  const replacements = (value.replacements ?? []).map(restore).filter((item): item is BroadcastCard => item !== null);
  return { slot: value.slot, card, replacements };
}
