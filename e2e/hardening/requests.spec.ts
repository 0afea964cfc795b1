// Hardening cases 6–8 against the JS-on server: cross-site posts to every action (from a real page on
// another site, in Chromium), open redirects through every return parameter, and the security headers
// of every kind of answer.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { serverErrors } from "../../app/i18n/ko/server-errors.server";
import { honeypotFields, summarise, upstreamCallsOf } from "./support";

const ATTACKER = "http://attacker.example";

type Action = { name: string; path: string; fields: Record<string, string>; multipart?: boolean; write: RegExp };

const ACTIONS: Action[] = [
  { name: "favourite", path: "/resources/favorite", fields: { intent: "add", streamerId: "ahgyueun305", returnTo: "/my" }, write: /^\/station\/favorite/ },
  {
    name: "hide",
    path: "/resources/card-action",
    fields: { intent: "hidden", key: "LIVE:x", type: "LIVE", id: "1", bjId: "ahjijae972", returnTo: "/my" },
    write: /hiddenbjController/,
  },
  {
    name: "later",
    path: "/resources/card-action",
    fields: { intent: "view-later", key: "VOD:9", type: "VOD", id: "90000009", bjId: "ahjijae972", returnTo: "/my" },
    write: /^\/my\/api\/history\/later/,
  },
  { name: "delete", path: "/my/history/later/delete/all", fields: { intent: "delete-all" }, write: /^\/my\/api\/history\/later/ },
  { name: "survey", path: "/help/my-inquiry/survey", fields: { inquiryId: "1", feedback: "100", speed: "100" }, write: /set_survey|apihelp/ },
  { name: "post delete", path: "/station/streamer01/post/90000002", fields: { intent: "delete" }, write: /\/title\/90000002/ },
  {
    name: "inquiry",
    path: "/help/inquiry",
    fields: { intent: "submit", customerEmail: "csrf@example.com", title: "교차 사이트 요청", content: "교차 사이트에서 보낸 문의입니다." },
    multipart: true,
    write: /tempfile|apihelp/,
  },
];

/** A page with one auto-free form per action (each submitted by a click), as an attacker would host it. */
function formsPage(target: string, actions: Action[]): string {
  const forms = actions
    .map(
      (action) =>
        `<form method="post" action="${target}${action.path}"${action.multipart ? ' enctype="multipart/form-data"' : ""}>${Object.entries(action.fields)
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
          .join("")}<button>${action.name}</button></form>`,
    )
    .join("");
  return `<!doctype html><html lang="ko"><head><title>forms</title></head><body><main>${forms}</main></body></html>`;
}

async function submitFrom(page: Page, pageUrl: string, html: string, action: Action) {
  await page.route(pageUrl, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
  await page.goto(pageUrl);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === action.path),
    page.getByRole("button", { name: action.name, exact: true }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

test("case 6: cross-site posts to every action get 403 and change nothing; the same form from our origin works", async ({
  page,
  browser,
  baseURL,
  upstream,
}) => {
  test.setTimeout(90_000);
  test.info().annotations.push({ type: "skip-axe", description: "pages of the attacker's site" });
  await upstream.loginAs("viewer01");
  const cookies = await page.context().cookies();
  const seen: string[] = [];
  for (const action of ACTIONS) {
    const response = await submitFrom(page, `${ATTACKER}/${action.name}`, formsPage(baseURL!, ACTIONS), action);
    expect(response.status(), action.name).toBe(403);
    await expect(page.getByRole("heading", { name: serverErrors.crossSite })).toBeVisible();
    const calls = await upstreamCallsOf(upstream.url, response.headers()["x-request-id"]);
    expect(calls, action.name).toEqual([]);
    seen.push(`${action.name} 403/${calls.length} calls`);
  }
  const favourite = await upstream.api.get("/station/favorite/ahgyueun305", { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } });
  expect((await favourite.json()).is_favorite).toBe(false);
  expect((await page.request.get("/station/streamer01/post/90000002")).status(), "the post is still there").toBe(200);

  // The same forms served from the portal's origin, in a browser without JavaScript: they go through.
  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: "ko-KR" });
  await noJs.addCookies(cookies);
  const plain = await noJs.newPage();
  const sameOrigin: string[] = [];
  for (const action of ACTIONS.filter((a) => ["favourite", "hide", "later", "delete"].includes(a.name))) {
    const response = await submitFrom(plain, `${baseURL}/__forms/${action.name}`, formsPage(baseURL!, ACTIONS), action);
    expect(response.status(), action.name).toBe(302);
    const calls = await upstreamCallsOf(upstream.url, response.headers()["x-request-id"]);
    expect(
      calls.some((call) => call.method === "POST" && action.write.test(call.path)),
      action.name,
    ).toBe(true);
    sameOrigin.push(`${action.name} 302`);
  }
  expect(
    (await (await upstream.api.get("/station/favorite/ahgyueun305", { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } })).json())
      .is_favorite,
  ).toBe(true);
  await noJs.close();
  summarise(test.info(), {
    case: 6,
    attack: `cross-site form posts from ${ATTACKER}: ${ACTIONS.map((a) => a.name).join(", ")}`,
    expected: "403, no upstream call, state unchanged; same-origin no-JS form succeeds",
    seen: `${seen.join(", ")}; favourite still off, post still there; same-origin no-JS: ${sameOrigin.join(", ")}, favourite on`,
  });
});

const PAYLOADS = [
  "https://evil.example/",
  "//evil.example/x",
  "/\\evil.example/x",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "http:evil.example",
  "\t//evil.example",
  "https:%2F%2Fevil.example",
];

/** The path a redirect's target lands on, or null when it leaves the portal. */
function landing(location: string, origin: string, param?: string): string | null {
  let url = new URL(location, origin);
  if (param) url = new URL(url.searchParams.get(param) ?? "", origin);
  return url.origin === origin && /^https?:$/.test(url.protocol) ? url.pathname : null;
}

test("case 7: open redirects through request_uri, returnTo and redirectTo land on our origin or '/'", async ({ baseURL, upstream, page, request }) => {
  const origin = new URL(baseURL!).origin;
  const viewer = await upstream.loginAs("viewer01");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  expect(viewer).toBeTruthy();
  const api = page.request;
  const results: string[] = [];
  // A form's honeypot is good for one post: each survey post is from a form of its own.
  const freshHoneypot = async () => honeypotFields(await (await api.get("/help/inquiry")).text());
  const check = (label: string, target: string | null) => {
    expect(target, label).not.toBeNull();
    expect(target!.startsWith("//"), label).toBe(false);
    results.push(target!);
  };
  for (const payload of PAYLOADS) {
    // Login: /login?returnTo= → upstream login with request_uri.
    const login = await api.get(`/login?returnTo=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    check(`login ${payload}`, landing(login.headers().location, origin, "request_uri"));
    // Guests on an action go to login; members come back to returnTo.
    const guest = await request.fetch("/resources/favorite", {
      method: "POST",
      form: { intent: "add", streamerId: "ahgyueun305", returnTo: payload },
      headers: { origin },
      maxRedirects: 0,
    });
    check(`favourite guest ${payload}`, landing(guest.headers().location, origin, "request_uri"));
    const member = await api.fetch("/resources/card-action", {
      method: "POST",
      form: { intent: "view-later", key: "VOD:1", type: "VOD", id: "1", bjId: "ahgyueun305", returnTo: payload },
      headers: { cookie, origin },
      maxRedirects: 0,
    });
    expect(member.status()).toBe(302);
    check(`card-action ${payload}`, landing(member.headers().location, origin));
    // The survey's redirectTo (an answer for a ticket the help service does not know goes back there with a message).
    const survey = await api.fetch("/help/my-inquiry/survey", {
      method: "POST",
      form: { ...(await freshHoneypot()), inquiryId: "1", feedback: "100", speed: "100", redirectTo: payload },
      headers: { cookie, origin },
      maxRedirects: 0,
    });
    expect(survey.status(), `survey ${payload}`).toBe(302);
    check(`survey ${payload}`, landing(survey.headers().location, origin));
  }
  summarise(test.info(), {
    case: 7,
    attack: `${PAYLOADS.length} payloads (absolute, //, /\\, encoded, javascript:, tab) in login returnTo→request_uri, favourite/card-action returnTo, survey redirectTo`,
    expected: "same-origin path or '/'",
    seen: `${results.length} redirects, all same-origin: ${[...new Set(results)].join(" ")}`,
  });
});

const REQUIRED_CSP = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"];

test("case 8: security headers on HTML, data requests, resource routes, 404 and error pages; a new nonce per response", async ({ page, baseURL }) => {
  const api = page.request;
  const origin = new URL(baseURL!).origin;
  const answers = {
    html: await api.get("/help"),
    htmlAgain: await api.get("/help"),
    data: await api.get("/help/faq?_data=routes%2Fhelp.faq._index"),
    rootData: await api.get("/help?_data=root"),
    resource: await api.get("/help/form-download/docx", { maxRedirects: 0 }),
    resourceRedirect: await api.get("/resources/favorite", { maxRedirects: 0 }),
    notFound: await api.get("/no-such-page"),
    error: await api.fetch("/?index", { method: "POST", headers: { origin } }),
    badUrl: await api.get("/help/faq/%E0%A4%A"),
  };
  const seen: string[] = [];
  for (const [name, response] of Object.entries(answers)) {
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of REQUIRED_CSP) expect(csp, `${name}: ${directive}`).toContain(directive);
    expect(csp, name).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]), name).toBeGreaterThanOrEqual(31_536_000);
    expect(headers["x-content-type-options"], name).toBe("nosniff");
    expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"], name).toBeUndefined();
    seen.push(`${name} ${response.status()}`);
  }
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
  const first = nonceOf(answers.html.headers()["content-security-policy"]);
  const second = nonceOf(answers.htmlAgain.headers()["content-security-policy"]);
  expect(first).not.toBe(second);
  const html = await answers.html.text();
  // The nonce is on the page's own script tags and nowhere in the loader data.
  expect(html).toContain(`nonce="${first}"`);
  const remixContext = /window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? "";
  expect(remixContext.length).toBeGreaterThan(100);
  expect(remixContext).not.toContain(first);
  for (const response of [answers.data, answers.rootData]) {
    const nonce = nonceOf(response.headers()["content-security-policy"]);
    expect(await response.text()).not.toContain(nonce);
  }
  expect(answers.notFound.status()).toBe(404);
  expect(answers.error.status()).toBeGreaterThanOrEqual(400);
  summarise(test.info(), {
    case: 8,
    attack: "inspect headers of HTML, _data, resource, redirect, 404, error and bad-URL answers",
    expected:
      "CSP nonce (new each time, not in loader data), object-src/base-uri 'none', frame-ancestors, HSTS >= 1y, nosniff, Referrer-Policy, no X-Powered-By",
    seen: `${seen.join(", ")}: all headers present; nonces differ; nonce absent from loader data`,
  });
});

/** Issue 19 §1: return values that the URL parser resolves to '//host' only after its dot segments are removed. */
const DOT_SEGMENT_PAYLOADS = ["/.//evil.example/x", "/%2e//evil.example", "/a/..//evil.example", "/./\\evil.example"];

test("case 16: dot-segment return values (/.//host, /%2e//host, /a/..//host, /./\\host) land on our origin on every redirecting action", async ({
  baseURL,
  upstream,
  page,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  await upstream.loginAs("viewer01");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const api = page.request;
  /** The Location a browser follows, resolved as the browser resolves it; for the login, its request_uri. */
  const followed = (location: string | undefined, param?: string) => {
    let url = new URL(location ?? "", origin);
    if (param && url.origin !== origin) url = new URL(url.searchParams.get(param) ?? "", origin);
    return url;
  };
  const results: Array<{ label: string; status: number; location: string; lands: string }> = [];
  const post = async (label: string, path: string, form: Record<string, string>, options: { member?: boolean; param?: string } = {}) => {
    const response = await (options.member === false ? request : api).fetch(path, {
      method: "POST",
      form,
      headers: { origin, ...(options.member === false ? {} : { cookie }) },
      maxRedirects: 0,
    });
    const location = response.headers().location ?? "";
    const url = followed(location, options.param);
    results.push({ label, status: response.status(), location, lands: url.origin === origin ? url.pathname : url.href });
  };
  for (const payload of DOT_SEGMENT_PAYLOADS) {
    await post(`popup ${payload}`, "/resources/popup", { intent: "close", key: "main_popup_winter", returnTo: payload });
    await post(`banner-alarm ${payload}`, "/resources/banner-alarm", { intent: "set", alarmIdx: "999999", returnTo: payload });
    await post(`assistant ${payload}`, "/resources/assistant", { intent: "off", returnTo: payload });
    await post(`favourite ${payload}`, "/resources/favorite", { intent: "add", streamerId: "ahgyueun305", returnTo: payload });
    await post(
      `favourite guest ${payload}`,
      "/resources/favorite",
      { intent: "add", streamerId: "ahgyueun305", returnTo: payload },
      { member: false, param: "request_uri" },
    );
    const honeypot = honeypotFields(await (await api.get("/help/inquiry")).text());
    await post(`survey ${payload}`, "/help/my-inquiry/survey", { ...honeypot, inquiryId: "1", feedback: "100", speed: "100", redirectTo: payload });
  }
  const offOrigin = results.filter((result) => !result.lands.startsWith("/") || result.lands.startsWith("//"));
  summarise(test.info(), {
    case: 16,
    attack: `${DOT_SEGMENT_PAYLOADS.join(" ")} as returnTo / redirectTo of popup, banner-alarm, assistant, favourite (member and guest → login request_uri), survey`,
    expected: "every Location a browser follows stays on our origin (no '//host')",
    seen: offOrigin.length
      ? `${offOrigin.length}/${results.length} leave the origin, e.g. ${offOrigin
          .slice(0, 3)
          .map((result) => `${result.label} → Location: ${result.location}`)
          .join("; ")}`
      : `${results.length} redirects (${[...new Set(results.map((result) => result.status))].join("/")}), all same-origin: ${[...new Set(results.map((result) => result.lands))].join(" ")}`,
  });
  expect(results.every((result) => result.status >= 300 && result.status < 400)).toBe(true);
  expect(offOrigin).toEqual([]);
});

/** Powerful browser features the portal never uses: a Permissions-Policy turns them off for it and its frames. */
const DENIED_FEATURES = ["camera", "microphone", "geolocation", "payment", "usb"];

test("case 22: a Permissions-Policy header on every kind of answer", async ({ page, baseURL }) => {
  const api = page.request;
  const origin = new URL(baseURL!).origin;
  const answers = {
    html: await api.get("/help"),
    data: await api.get("/help?_data=root"),
    resource: await api.get("/help/form-download/docx", { maxRedirects: 0 }),
    redirect: await api.get("/resources/favorite", { maxRedirects: 0 }),
    notFound: await api.get("/no-such-page"),
    error: await api.fetch("/?index", { method: "POST", headers: { origin } }),
    crossSite: await api.fetch("/resources/favorite", { method: "POST", headers: { origin: ATTACKER }, form: { intent: "add" } }),
    staticFile: await api.get("/images/thumb-default.svg"),
  };
  const seen = Object.entries(answers).map(([name, response]) => `${name} ${response.status()}: ${response.headers()["permissions-policy"] ?? "(none)"}`);
  summarise(test.info(), {
    case: 22,
    attack: "inspect the Permissions-Policy of HTML, _data, resource, redirect, 404, error, cross-site refusal and static answers",
    expected: `Permissions-Policy turning off ${DENIED_FEATURES.join(", ")}`,
    seen:
      [...new Set(seen.map((line) => line.replace(/^\w+ \d+: /, "")))].length === 1
        ? `${Object.keys(answers).length} answers: ${seen[0].replace(/^\w+ \d+: /, "")}`
        : seen.join("; "),
  });
  for (const [name, response] of Object.entries(answers)) {
    const policy = response.headers()["permissions-policy"] ?? "";
    for (const feature of DENIED_FEATURES) expect(policy, `${name}: ${feature}`).toContain(`${feature}=()`);
  }
});

test("case 23: a cookie-carrying POST without Origin is judged by its Referer, and refused with neither", async ({ baseURL, upstream, page }) => {
  const origin = new URL(baseURL!).origin;
  await upstream.loginAs("viewer01");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  // Node's fetch sends no Origin, Referer or Sec-Fetch-Site of its own, and keeps no cookies.
  const send = async (headers: Record<string, string>, withCookie = true) => {
    const response = await fetch(`${origin}/resources/favorite`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", streamerId: "ahgyueun305", returnTo: "/my" }),
      headers: { ...headers, ...(withCookie ? { cookie } : {}) },
      redirect: "manual",
    });
    const calls = await upstreamCallsOf(upstream.url, response.headers.get("x-request-id"));
    return { status: response.status, writes: calls.filter((call) => call.method === "POST").length };
  };
  const foreignReferer = await send({ referer: `${ATTACKER}/page` });
  const neither = await send({});
  const ownReferer = await send({ referer: `${origin}/station/streamer01` });
  const cookieless = await send({}, false);
  summarise(test.info(), {
    case: 23,
    attack: "favourite post with the session cookie: no Origin and a foreign Referer; neither Origin nor Referer",
    expected: "403 and no upstream write for both; our own Referer passes; a post without cookie, Origin or Referer is a guest's (login redirect)",
    seen: `foreign Referer ${foreignReferer.status}/${foreignReferer.writes} writes, neither ${neither.status}/${neither.writes} writes; own Referer ${ownReferer.status}/${ownReferer.writes} writes, no cookie ${cookieless.status}/${cookieless.writes} writes`,
  });
  expect(foreignReferer).toEqual({ status: 403, writes: 0 });
  expect(neither).toEqual({ status: 403, writes: 0 });
  expect(ownReferer.status).toBe(302);
  expect(ownReferer.writes).toBeGreaterThan(0);
  expect(cookieless.status).toBe(302);
});
