// The assistant's server side against msw: the home view (guest, no token, size cookie, ?assistant=open)
// and POST /resources/assistant (redirect without JS, JSON with it, the size cookie, guests, bad input).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loadAssistant } from "~/routes/_index/assistant.server";
import { action } from "~/routes/resources.assistant/assistant.server";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { memberSession, server, upstreamPath } from "../../mocks/server";

const guest = () => http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1 }));
const viewer = { userId: "viewer01", nickname: "데모시청자" } as Parameters<typeof loadAssistant>[1];
const persona = { streamer_id: "bj01", streamer_nick: "하나", streamer_profile: "//img.test/bj01.jpg" };

function sessionAnswer(data: unknown) {
  return http.get(upstreamPath("my", "/api/persona/session"), () => HttpResponse.json({ result: 1, data }));
}

describe("the home view of the assistant", () => {
  it("is null for guests and without a token or when the service fails", async () => {
    const ctx = { request: makeRequest("/"), context: makeContext() };
    expect(await loadAssistant(ctx, null)).toBeNull();
    server.use(sessionAnswer({ token: "" }));
    expect(await loadAssistant(ctx, viewer)).toBeNull();
    server.use(http.get(upstreamPath("my", "/api/persona/session"), () => new HttpResponse("oops", { status: 500 })));
    expect(await loadAssistant(ctx, viewer)).toBeNull();
  });

  it("embeds the page with the token; the device's size wins; ?assistant=open opens it", async () => {
    server.use(sessionAnswer({ token: "ast_1", persona, has_chat_history: "N", toggle: "ON", icon: { size: "large" } }));
    const plain = await loadAssistant({ request: makeRequest("/"), context: makeContext() }, viewer);
    expect(plain).toMatchObject({ size: "large", open: false, enabled: true, hasChatHistory: false });
    const page = new URL(plain!.pageUrl);
    expect(page.origin).toBe(plain!.pageOrigin);
    expect(page.pathname).toBe("/assistant/");
    expect(Object.fromEntries(page.searchParams)).toEqual({ token: "ast_1", streamer_id: "bj01", has_chat_history: "false" });

    const chosen = await loadAssistant({ request: makeRequest("/?assistant=open", { cookie: "floating_persona_size=small" }), context: makeContext() }, viewer);
    expect(chosen).toMatchObject({ size: "small", open: true });
  });
});

async function post(fields: Record<string, string>) {
  const request = makeRequest("/resources/assistant", {
    method: "POST",
    body: new URLSearchParams(fields),
    cookie: "UserTicket=abc",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, context: makeContext(), params: {} });
}

function upstreamPost(path: string, answer: Record<string, unknown>, sent: URLSearchParams[] = []) {
  return http.post(upstreamPath("my", path), async ({ request }) => {
    sent.push(new URLSearchParams(await request.text()));
    return HttpResponse.json(answer);
  });
}

describe("POST /resources/assistant", () => {
  it("the icon's close (no JS) turns the toggle off and redirects back with a toast", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("/api/persona/toggle", { result: 1 }, sent));
    const response = await post({ intent: "off", returnTo: "/?live=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?live=2");
    expect(sent[0].get("toggle")).toBe("OFF");
    expect(flashToast(response)).toMatchObject({ message: "AI 어시스턴트를 껐습니다." });
  });

  it("with JS (no returnTo) it answers JSON, the toast riding on the flash cookie", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("/api/persona/token", { result: 1 }, sent));
    const response = await post({ intent: "remove-token" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sent[0].get("_method")).toBe("delete");
    expect(flashToast(response)).toMatchObject({ message: "AI 어시스턴트 연결이 해제되었습니다." });
  });

  it("the size is remembered on the device (floating_persona_size) and told to the service", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("/api/persona/icon", { result: 1 }, sent));
    const response = await post({ intent: "size", size: "large" });
    expect(response.headers.get("set-cookie")).toMatch(/floating_persona_size=large; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/);
    expect(sent[0].get("size")).toBe("large");
  });

  it("a refused call shows the service's message, or '오류가 발생했습니다.'", async () => {
    server.use(memberSession(), upstreamPost("/api/persona/toggle", { result: -1, message: "세션이 없습니다." }));
    expect(flashToast(await post({ intent: "on", returnTo: "/" }))).toMatchObject({ message: "세션이 없습니다.", kind: "error" });
    server.use(upstreamPost("/api/persona/toggle", { result: -1 }));
    expect(flashToast(await post({ intent: "on", returnTo: "/" }))).toMatchObject({ message: "오류가 발생했습니다.", kind: "error" });
  });

  it("guests go to login (no JS) or get 401; bad input gets 400 or an error toast; a foreign returnTo becomes /", async () => {
    server.use(guest());
    expect((await post({ intent: "off", returnTo: "/" })).headers.get("location")).toMatch(/login\.php\?szFrom=full&request_uri=/);
    expect((await post({ intent: "off" })).status).toBe(401);
    expect((await post({ intent: "size", size: "huge" })).status).toBe(400);
    const bad = await post({ intent: "explode", returnTo: "https://evil.example/" });
    expect(bad.headers.get("location")).toBe("/");
    expect(flashToast(bad)).toMatchObject({ kind: "error" });
  });
});
