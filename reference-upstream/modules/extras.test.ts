// The reference assistant service: a session per account that the portal's normaliser reads, a fresh
// token per copied account, the toggle, the icon size, the token's removal and the embedded page.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseAssistantSession } from "../../app/normalise/assistant";
import { server } from "../../tests/mocks/server";
import { cloneUser, createUpstreamApp } from "../app";
import { openDatabase } from "../db";
import { prepareDatabase } from "../seed";
import type { Db } from "../types";
import { createSession, SESSION_COOKIE } from "./auth";
import { MODULES } from "./index";

let base = "";
let db: Db;
let close: () => void;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "extras-upstream-"));

beforeAll(async () => {
  const options = { publicUrl: "http://localhost:1", portalPort: 3000, allowedReturnOrigins: [], testApi: false, latencyMs: 0 };
  db = openDatabase(path.join(dir, "reference.db"));
  prepareDatabase(db, MODULES, options);
  const listening = createUpstreamApp(db, options, MODULES).listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
}, 60_000);
afterAll(() => {
  close?.();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (template: string) => `${SESSION_COOKIE}=${createSession(db, cloneUser(db, MODULES, template)!)}`;

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
    for (const type of ["THROW_TOAST", "REMOVE_TOKEN", "SETTING_HEIGHT", "CHANG_FLOATING_PERSONA_SIZE", "WATCH_LIVE", "WATCH_VOD", "WATCH_CATCH", "NAVIGATE_BROWSER", "CLOSE_WEBVIEW", "PERSONA_PAGE_CHANGE"]) {
      expect(html).toContain(`&quot;type&quot;:&quot;${type}&quot;`);
    }
    expect(await call("/assistant/?token=nope", cookie)).toContain("세션이 만료되었습니다.");
    const other = html.match(/data-streamer="([^"]+)"/)![1];
    expect(await call("/assistant/api/persona", cookie, { token: before.token, streamer_id: other })).toMatchObject({ result: 1, data: { streamer_id: other } });
    expect((await session(cookie))?.persona.streamerId).toBe(other);
    expect(await call("/assistant/api/persona", cookie, { token: "nope", streamer_id: other })).toMatchObject({ result: -1 });
  });
});
