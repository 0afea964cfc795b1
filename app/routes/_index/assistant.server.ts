// The floating AI assistant as the home page shows it (001 §2.15, §3.4): the session from the personal API
// host, the icon size the device remembers (cookie) over the service's, and ?assistant=open.
import { assistantPageUrl, type AssistantView, DEFAULT_ICON_SIZE, OPEN_PARAM, parseIconSize, SIZE_COOKIE } from "~/domain/assistant";
import type { Viewer } from "~/domain/viewer";
import { getAssistantSession } from "~/upstream/clients/my.server";
import type { CallContext } from "~/upstream/transport.server";
import { memoPerRequest } from "~/upstream/policy.server";
import { readCookie } from "~/utils/device-cookie.server";
import { getConfig } from "~/utils/env.server";

/** The assistant's session call, made once per request (memo): started early for a request with the login cookie. */
function assistantSession(ctx: CallContext) {
  return memoPerRequest(ctx, "home:assistant-session", () => getAssistantSession(ctx));
}

/** Starts the session call beside the session check (home.server.ts); loadAssistant picks it up. */
export function startAssistant(ctx: CallContext): void {
  assistantSession(ctx).catch(() => undefined);
}

/** What the home page shows: null for guests, without a token, or when the service fails (nothing shown). */
export async function loadAssistant(ctx: CallContext, viewer: Viewer | null): Promise<AssistantView | null> {
  if (!viewer) return null;
  const session = await assistantSession(ctx);
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
