// The floating AI assistant's session (001 §2.15, §3.4, §4.8) on the personal API host: read it (the home
// page's view of it is routes/_index/assistant.server.ts), switch the toggle, remember the icon size and
// remove the token (REMOVE_TOKEN).
import { z } from "zod";
import type { IconSize } from "~/domain/assistant";
import { type AssistantSession, normaliseAssistantSession } from "~/normalise/assistant";
import { answerOf, ResultMessageSchema, type ActionAnswer } from "./cards.server";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";

const BASE = "/api/persona";
const SessionSchema = z.object({ data: z.unknown() }).passthrough();

/** The viewer's assistant session, normalised; null without a session or when the service fails. */
export async function getAssistantSession(ctx: CallContext): Promise<AssistantSession | null> {
  const answer = orDefault(await upstreamFetch(ctx, "my", `${BASE}/session`, { schema: SessionSchema, keep: true }), null);
  return normaliseAssistantSession(answer?.data);
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
