// The reference assistant service: a session per account that the portal's normaliser reads, a fresh
// token per copied account, the toggle, the icon size, the token's removal and the embedded page.
import { http, passthrough } from "msw";
import { describe, expect, it } from "vitest";
import { normaliseAssistantSession } from "../../app/normalise/assistant";
import { server } from "../../tests/mocks/server";
import { signedInCopy, useTestUpstream } from "../testing";
import type { Db } from "../types";

let base = "";
let db: Db;
useTestUpstream("extras-upstream", (started) => ({ base, db } = started));

const cookieOf = (template: string) => signedInCopy(db, template).cookie;

async function call(pathname: string, cookie: string, form?: Record<string, string>) {
  server.use(http.all(`${base}/*`, () => passthrough()));
  const response = await fetch(`${base}${pathname}`, form ? { method: "POST", body: new URLSearchParams(form), headers: { cookie } } : { headers: { cookie } });
  return response.headers.get("content-type")?.includes("json") ? ((await response.json()) as Record<string, any>) : await response.text();
}
const session = async (cookie: string) => normaliseAssistantSession(((await call("/my/api/persona/session", cookie)) as Record<string, any>).data);

describe("reference assistant service", () => {
  it("gives viewer01 a session with a persona, manager01 one switched off, teen01 none", async () => {
    const viewer = await session(cookieOf("viewer01"));
    expect(viewer).toMatchObject({ hasChatHistory: true, enabled: true, size: "medium" });
    expect(viewer?.token).toMatch(/^ast_/);
    expect(viewer?.persona.streamerProfile).toMatch(/^\/\/localhost:1\/img\/LOGO\//);
    expect(await session(cookieOf("manager01"))).toMatchObject({ enabled: false });
    expect(await session(cookieOf("teen01"))).toBeNull();
  });

  it("gives each copied account its own token", async () => {
    const [one, two] = [await session(cookieOf("viewer01")), await session(cookieOf("viewer01"))];
    expect(one?.token).not.toBe(two?.token);
  });

  it("keeps the toggle and the size, and forgets the token", async () => {
    const cookie = cookieOf("viewer01");
    expect(await call("/my/api/persona/toggle", cookie, { toggle: "OFF" })).toMatchObject({ result: 1 });
    expect(await call("/my/api/persona/icon", cookie, { size: "large" })).toMatchObject({ result: 1 });
    expect(await session(cookie)).toMatchObject({ enabled: false, size: "large" });
    expect(await call("/my/api/persona/icon", cookie, { size: "huge" })).toMatchObject({ result: -1 });
    expect(await call("/my/api/persona/token", cookie, { _method: "delete" })).toMatchObject({ result: 1 });
    expect(await session(cookie)).toBeNull();
    expect(await call("/my/api/persona/toggle", cookie, { toggle: "ON" })).toMatchObject({ result: -1 });
  });

  it("serves the page for a token, with a button per message, and changes the persona it is asked to", async () => {
    const cookie = cookieOf("viewer01");
    const before = (await session(cookie))!;
    const html = (await call(`/assistant/?token=${before.token}&streamer_id=${before.persona.streamerId}&has_chat_history=true`, cookie)) as string;
    for (const type of [
      "THROW_TOAST",
      "REMOVE_TOKEN",
      "SETTING_HEIGHT",
      "CHANG_FLOATING_PERSONA_SIZE",
      "WATCH_LIVE",
      "WATCH_VOD",
      "WATCH_CATCH",
      "NAVIGATE_BROWSER",
      "CLOSE_WEBVIEW",
      "PERSONA_PAGE_CHANGE",
    ]) {
      expect(html).toContain(`&quot;type&quot;:&quot;${type}&quot;`);
    }
    expect(await call("/assistant/?token=nope", cookie)).toContain("세션이 만료되었습니다.");
    const other = html.match(/data-streamer="([^"]+)"/)![1];
    expect(await call("/assistant/api/persona", cookie, { token: before.token, streamer_id: other })).toMatchObject({
      result: 1,
      data: { streamer_id: other },
    });
    expect((await session(cookie))?.persona.streamerId).toBe(other);
    expect(await call("/assistant/api/persona", cookie, { token: "nope", streamer_id: other })).toMatchObject({ result: -1 });
  });
});
