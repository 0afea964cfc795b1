// Reads kept for a few seconds (UPSTREAM_ANSWER_CACHE_MS): a member's home asked again within them asks
// the upstream nothing; what the member changes through the portal is read anew at once (the portal's
// __changed cookie); another member, and a guest of another device, never get answers asked for someone else.
// Runs against the built dist/server.js and its reference upstream (npm run build first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEntities } from "../html";
import { startPortal, type Portal } from "./portal";
import { testPort } from "./ports";

let portal: Portal;

beforeAll(async () => {
  // Long enough that nothing expires during the test.
  portal = await startPortal(testPort(24, 5100, 100), "kept", { UPSTREAM_ANSWER_CACHE_MS: "600000" });
}, 90_000);

afterAll(() => portal?.stop());

/** A page as a browser asks it, with the upstream paths its request called (the reference upstream's journal). */
async function load(path: string, headers: Record<string, string>) {
  const response = await fetch(`${portal.base}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  expect(response.status, path).toBe(200);
  const requestId = response.headers.get("x-request-id")!;
  const journal = (await (await fetch(`${portal.upstream}/__test/requests?requestId=${requestId}`)).json()) as Array<{ path: string }>;
  return { html, calls: journal.map((call) => call.path) };
}

const PREFER_LISTS = "/live/api/myplus/preferLiveVodController.php";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36";

describe("reads kept for a few seconds", () => {
  it("a member's home asked again asks nothing; another member's is their own", async () => {
    const member = await portal.signIn("viewer01");
    const other = await portal.signIn("viewer01");
    const first = await load("/", { cookie: member.cookie, "user-agent": DESKTOP });
    expect(first.calls).toContain(PREFER_LISTS);
    expect(first.calls.length).toBeGreaterThan(8);
    const again = await load("/", { cookie: member.cookie, "user-agent": DESKTOP });
    expect(again.calls).toEqual([]);
    // The same cards, rendered from the same answers.
    const cardKeys = (html: string) => [...html.matchAll(/data-card-key="([^"]+)"/g)].map((match) => match[1]);
    expect(cardKeys(again.html)).toEqual(cardKeys(first.html));
    const theirs = await load("/", { cookie: other.cookie, "user-agent": DESKTOP });
    expect(theirs.calls).toContain(PREFER_LISTS);
  });

  it("what a member changes through the portal is read anew at once: a hidden streamer's cards are gone", async () => {
    const member = await portal.signIn("viewer01");
    const home = await load("/", { cookie: member.cookie, "user-agent": DESKTOP });
    // The first card's '숨기기' (hide the streamer), posted with its list's form as a browser without JS does.
    const hide = /<button type="submit" form="([^"]+)" name="card" value="([^"]+)"[^>]*data-menu-key="hidden"/.exec(home.html)!;
    const form = new RegExp(`<form[^>]*id="${hide[1].replace(/[:]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</form>`).exec(home.html)!;
    const fields = new URLSearchParams(
      [...form[1].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], decodeEntities(match[2])]),
    );
    // The packed card: intent, key, type, id, the streamer's id, … (forms/card-action-post.ts).
    const bjId = (JSON.parse(decodeEntities(hide[2])) as string[])[4];
    fields.set("card", decodeEntities(hide[2]));
    const posted = await fetch(`${portal.base}/resources/card-action`, {
      method: "POST",
      headers: { cookie: member.cookie, "user-agent": DESKTOP, origin: portal.base, "content-type": "application/x-www-form-urlencoded" },
      body: fields,
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    const changed = /__changed=([^;]+)/.exec(posted.headers.get("set-cookie") ?? "")?.[1];
    expect(changed).toBeTruthy();
    const stationOf = (html: string) => html.includes(`/station/${bjId}"`);
    expect(stationOf(home.html)).toBe(true);
    const after = await load("/", { cookie: `${member.cookie}; __changed=${changed}`, "user-agent": DESKTOP });
    expect(after.calls).toContain("/station/authentication");
    expect(after.calls).toContain(PREFER_LISTS);
    expect(after.calls).toContain("/live/api/hiddenbj/hiddenbjController.php");
    expect(stationOf(after.html)).toBe(false);
  });

  it("guests share the live list with guests of their own kind only", async () => {
    const list = "/live/api/main_broad_list_api.php";
    expect((await load("/live/all?a=1", { "user-agent": DESKTOP })).calls).toContain(list);
    expect((await load("/live/all?a=2", { "user-agent": DESKTOP })).calls).not.toContain(list);
    // The app's webview (deep links) and a guest with a remembered choice are guests of another kind.
    expect((await load("/live/all?a=3", { "user-agent": `${DESKTOP} StreamOnApp/9.9.9` })).calls).toContain(list);
    expect((await load("/live/all?a=4", { "user-agent": DESKTOP, cookie: "liveSort=broad_start" })).calls).toContain(list);
  });
});
