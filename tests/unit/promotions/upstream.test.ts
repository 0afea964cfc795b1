// The promotions' upstream calls with msw answering (001 §4.9, §7.9): a failed ad fetch clears the banner
// (null, never an error), failed popup settings show no popup, and the no-JS close action.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as popupAction } from "~/routes/resources.popup/popup.server";
import { getAd } from "~/upstream/clients/ads.server";
import { getPopups, getShownPopups } from "~/upstream/clients/live.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const ctx = () => ({ request: makeRequest("/"), context: makeContext() });
const AD_PATH = upstreamPath("ads", "/api/v1/recommend");
const POPUP_PATH = upstreamPath("live", "/api/main/popupController.php");

const creative = {
  advertiser: "광고주",
  ad_text: "문구",
  image_url: "//ads.example/a.png",
  landing_url: "https://ads.example/l",
  click_urls: ["https://ads.example/c"],
};
const popup = { idx: "3", path: "/", start_time: "2025-01-01 00:00:00", end_time: "2099-01-01 00:00:00", cookie_key: "main_popup_winter", title: "겨울" };

describe("ad fetch", () => {
  it("sends the placement and category and reads the answer", async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(AD_PATH, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ exist: true, type: "PC_MAIN_IMAGE", key: "m1", creatives: [creative] });
      }),
    );
    expect(await getAd(ctx(), "main_banner", "myplus")).toMatchObject({ key: "m1", type: "PC_MAIN_IMAGE" });
    expect(Object.fromEntries(query!)).toEqual({ placement: "main_banner", category: "myplus", platform: "pc" });
  });

  it.each([
    ["a 500", () => HttpResponse.json({ message: "down" }, { status: 500 })],
    ["HTML", () => new HttpResponse("<html>점검</html>", { headers: { "content-type": "text/html" } })],
    ["malformed JSON", () => new HttpResponse('{"exist":tr', { headers: { "content-type": "application/json" } })],
    ["a drifted shape", () => HttpResponse.json({ unexpected: "shape" })],
    ["a refused connection", () => HttpResponse.error()],
  ])("%s clears the banner", async (_, answer) => {
    server.use(http.get(AD_PATH, answer));
    expect(await getAd(ctx(), "sub_banner", "00030000")).toBeNull();
  });
});

describe("popup settings", () => {
  it("a failure shows no popup", async () => {
    server.use(http.get(POPUP_PATH, () => HttpResponse.json({}, { status: 503 })));
    expect(await getPopups(ctx())).toEqual([]);
  });

  it("only the popups of this view", async () => {
    server.use(http.get(POPUP_PATH, () => HttpResponse.json({ result: 1, data: [popup, { ...popup, idx: "4", path: "/live/all", cookie_key: "live" }] })));
    const view = { path: "/", now: Date.UTC(2026, 10, 21), closed: new Set<string>(), cookie: () => null };
    expect((await getShownPopups(ctx(), view)).map((shown) => shown.cookieKey)).toEqual(["main_popup_winter"]);
    expect(await getShownPopups(ctx(), { ...view, cookie: () => "y" })).toEqual([]);
  });
});

describe("POST /resources/popup (no JS)", () => {
  const post = (fields: Record<string, string>) =>
    popupAction({
      request: makeRequest("/resources/popup", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      context: makeContext(),
      params: {},
    });
  const settings = () => server.use(http.get(POPUP_PATH, () => HttpResponse.json({ result: 1, data: [popup] })));

  it("with the checkbox: the cookie 'y' for a day, back to the page", async () => {
    settings();
    const response = await post({ intent: "close", key: "main_popup_winter", hide: "y", returnTo: "/?live=60" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?live=60");
    expect(response.headers.get("set-cookie")).toMatch(/^__popup_main_popup_winter=y; Path=\/; Max-Age=86400; SameSite=Lax/);
  });

  it("without: closed for this view only", async () => {
    settings();
    const response = await post({ intent: "close", key: "main_popup_winter", returnTo: "/" });
    expect(response.headers.get("location")).toBe("/?popupClosed=main_popup_winter");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("unknown keys set nothing; other origins' return URLs become '/'", async () => {
    settings();
    const unknown = await post({ intent: "close", key: "selectedMode", hide: "y", returnTo: "https://evil.example/" });
    expect(unknown.headers.get("location")).toBe("/");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });
});
