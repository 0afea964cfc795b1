// The floating AI assistant's session (001 §2.15, §3.4, §4.8) on the personal API host: read it for the
// home page, switch the toggle, remember the icon size and remove the token (REMOVE_TOKEN).
import { z } from "zod";
import { assistantPageUrl, OPEN_PARAM, parseIconSize, SIZE_COOKIE, DEFAULT_ICON_SIZE, type AssistantView, type IconSize } from "~/domain/assistant";
import { normaliseAssistantSession } from "~/normalise/assistant";
import type { Viewer } from "~/domain/viewer";
import { readCookie } from "~/utils/device-cookie.server";
import { getConfig } from "~/utils/env.server";
import { answerOf, ResultMessageSchema, type ActionAnswer } from "./cards.server";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";

const BASE = "/api/persona";
const SessionSchema = z.object({ data: z.unknown() }).passthrough();

/** What the home page shows: null for guests, without a token, or when the service fails (nothing shown). */
export async function loadAssistant(ctx: CallContext, viewer: Viewer | null): Promise<AssistantView | null> {
  if (!viewer) return null;
  const answer = orDefault(await upstreamFetch(ctx, "my", `${BASE}/session`, { schema: SessionSchema }), null);
  const session = normaliseAssistantSession(answer?.data);
  if (!session) return null;
  const base = getConfig().links.assistant;
  return {
    persona: session.persona,
    hasChatHistory: session.hasChatHistory,
    enabled: session.enabled,
    size: parseIconSize(readCookie(ctx.request, SIZE_COOKIE)) ?? session.size ?? DEFAULT_ICON_SIZE,
    pageUrl: assistantPageUrl(base, session.token, session.persona, session.hasChatHistory),
    pageOrigin: new URL(base).origin,
    open: session.enabled && new URL(ctx.request.url).searchParams.get(OPEN_PARAM) === "open",
  };
}

export async function setAssistantToggle(ctx: CallContext, on: boolean): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/toggle`, { form: { toggle: on ? "ON" : "OFF" }, schema: ResultMessageSchema }));
}

export async function setAssistantIconSize(ctx: CallContext, size: IconSize): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/icon`, { form: { size }, schema: ResultMessageSchema }));
}

export async function removeAssistantToken(ctx: CallContext): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/token`, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}
