// Case 5 of stored XSS in the upstream's HTML fields, written straight into the reference
// upstream's database of a portal of our own (as a compromised back office would), then rendered in
// Chromium: nothing may run (no dialog, no marker call), no CSP violation may even be reported (the
// sanitiser removes it before the browser's last line of defence is needed), and no hostile element or
// attribute may reach the DOM.
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { expectBrowserErrors, test, unwatchBrowserErrors } from "../browser-errors";
import { ownPort, startPortal, stopAll, storedContentPages, storedContentTargets, summarise } from "./support";

test.afterAll(stopAll);

const MARK = "XSS-MARK";
/** Every payload calls window.__xss(id) and alert() if it ever runs. */
const PAYLOAD = [
  `<p><b>${MARK}</b></p>`,
  `<img src="x" onerror="__xss('img');alert(1)">`,
  `<a href="javascript:__xss('href');alert(1)">링크</a>`,
  `<a href="JaVaScRiPt:__xss('href2')">링크2</a>`,
  `<svg><script>__xss('svg');alert(1)</script></svg>`,
  `<svg onload="__xss('svgload')"></svg>`,
  `<iframe src="javascript:parent.__xss('iframe')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  `<script>__xss('script');alert(1)</script>`,
  `<div onmouseover="__xss('hover')" style="width:500px;height:50px">hover</div>`,
  `<form action="javascript:__xss('form')"><button>보내기</button></form>`,
  `<object data="javascript:__xss('object')"></object>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta')">`,
].join("");
const MARKDOWN = `${MARK} [링크](javascript:__xss('md')) <img src=x onerror="__xss('mdimg')"> <script>__xss('mdscript')</script>`;

type Probe = { dialogs: string[]; consoleErrors: string[] };

async function watch(page: Page): Promise<Probe> {
  const probe: Probe = { dialogs: [], consoleErrors: [] };
  page.on("dialog", (dialog) => {
    probe.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) probe.consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __csp: string[]; __xss: (id: string) => void };
    w.__xssHits = [];
    w.__csp = [];
    w.__xss = (id) => w.__xssHits.push(id);
    document.addEventListener("securitypolicyviolation", (event) => w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return probe;
}

/** What ran or was reported on the page, and hostile markup left in its DOM. */
async function inspect(page: Page) {
  // Give event handlers and frames their chance: hover everything, wait for loads.
  const hover = page.getByText("hover", { exact: true });
  if (await hover.count()) await hover.first().hover();
  await page.waitForLoadState("load");
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const w = window as unknown as { __xssHits: string[]; __csp: string[] };
    const hostile: string[] = [];
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) hostile.push(`${element.tagName}[${attribute.name}]`);
        if (/^\s*javascript:/i.test(attribute.value)) hostile.push(`${element.tagName}[${attribute.name}=javascript:]`);
        if (attribute.name === "srcdoc") hostile.push(`${element.tagName}[srcdoc]`);
      }
      if (["IFRAME", "OBJECT", "EMBED", "BASE", "META"].includes(element.tagName)) hostile.push(element.tagName);
      if (element.tagName === "SCRIPT" && !element.hasAttribute("nonce") && element.textContent?.includes("__xss")) hostile.push("SCRIPT");
    }
    return { hits: w.__xssHits, csp: w.__csp, hostile, marked: document.body.innerText.includes("XSS-MARK") };
  });
}

test("case 5: stored XSS in FAQ and inquiry answers, search themes and posts, chatbot answers, home section titles, feed content, station titles and posts runs nowhere", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // What the sanitiser leaves of the payload's <img src=x onerror=…>: a picture at an address that does not exist.
  expectBrowserErrors(/status of 404 .*\/x\)$/);
  const port = ownPort(100);
  const portal = await startPortal(port, { LOG_LEVEL: "warn", FORM_MIN_FILL_MS: "0" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const { faq, theme } = storedContentTargets(db);
  db.transaction(() => {
    db.prepare("UPDATE help_faqs SET contents = ? || contents, answer_md = ?").run(PAYLOAD, MARKDOWN);
    db.prepare("UPDATE help_answers SET contents = ?").run(PAYLOAD);
    db.prepare("UPDATE search_themes SET html = ?").run(PAYLOAD);
    db.prepare("UPDATE home_sections SET title = title || ?").run(PAYLOAD);
    // The station's posts are also the feed's and search's (one post table); searched by the theme's keyword.
    db.prepare("UPDATE station_posts SET content = ?, title = ? || title").run(PAYLOAD, `${theme} <img src=x onerror="__xss('title')"> `);
    db.prepare("UPDATE station_display SET title_text = ?").run(PAYLOAD);
  })();
  const { post, account, ticket } = await storedContentPages(db, portal.upstreamUrl);
  db.close();

  const context = await browser.newContext({ locale: "ko-KR", baseURL: portal.url });
  await context.addCookies([{ name: account.cookieParts.name, value: account.cookieParts.value, domain: "localhost", path: "/" }]);
  const page = await context.newPage();
  const probe = await watch(page);
  const results: Array<{ field: string; hits: string[]; csp: string[]; hostile: string[]; marked: boolean }> = [];

  // Control: the same payload in a page without sanitiser or CSP is caught by these probes.
  const control = await context.newPage();
  // It runs the attack on purpose (its errors are the attack's, not the portal's).
  unwatchBrowserErrors(control);
  await watch(control);
  await control.goto("about:blank");
  await control.setContent(`<main>${PAYLOAD}</main>`);
  const caught = await inspect(control);
  await control.close();
  expect(caught.hits.length).toBeGreaterThan(0);
  expect(caught.hostile.length).toBeGreaterThan(0);

  const visit = async (field: string, url: string) => {
    await page.goto(url);
    results.push({ field, ...(await inspect(page)) });
  };
  await visit("FAQ answer", `/help/faq/${faq.kb_id}`);
  await visit("FAQ layer", `/help?faq=${faq.kb_id}`);
  await visit("inquiry answer", `/help/my-inquiry/${ticket}`);
  await visit("search theme", `/search?szKeyword=${encodeURIComponent(theme)}`);
  await visit("search posts", `/search?szKeyword=${encodeURIComponent(theme)}&szSearchType=post`);
  await visit("feed content", "/my/feed");
  await visit("station title", `/station/${post.user_id}`);
  await visit("station post", `/station/${post.user_id}/post/${post.title_no}`);
  // The chatbot answers with the FAQ's markdown answer rendered as HTML.
  await page.goto("/help/chatbot");
  await page.getByLabel("질문 입력").fill(faq.title);
  await page.getByRole("button", { name: /보내기|전송/ }).click();
  await expect(page.getByText(MARK).first()).toBeVisible();
  results.push({ field: "chatbot answer", ...(await inspect(page)) });
  // Clicking what is left of the links does nothing either.
  for (const name of ["링크", "링크2"]) {
    const link = page.getByRole("link", { name, exact: true });
    if (await link.count())
      await link
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
  }
  const afterClicks = await inspect(page);
  // The home's admin sections are the guests' home (members see their prefer mode).
  const guest = await browser.newContext({ locale: "ko-KR", baseURL: portal.url });
  const guestPage = await guest.newPage();
  const guestProbe = await watch(guestPage);
  await guestPage.goto("/");
  results.push({ field: "home section titles", ...(await inspect(guestPage)) });
  probe.dialogs.push(...guestProbe.dialogs);
  probe.consoleErrors.push(...guestProbe.consoleErrors);
  await guest.close();
  await context.close();
  await portal.stop();

  const problems = results.filter((result) => result.hits.length || result.csp.length || result.hostile.length);
  expect(problems, JSON.stringify(problems)).toEqual([]);
  expect(afterClicks.hits).toEqual([]);
  expect(probe.dialogs).toEqual([]);
  expect(probe.consoleErrors).toEqual([]);
  const unmarked = results.filter((result) => !result.marked && result.field !== "search posts").map((result) => result.field);
  expect(unmarked, "the payload reached these fields").toEqual([]);
  summarise(test.info(), {
    case: 5,
    attack: `img onerror, javascript:/JaVaScRiPt: links, svg script/onload, iframe src/srcdoc, script, onmouseover, form/object/base/meta in ${results.map((r) => r.field).join(", ")}`,
    expected: "no dialog, no marker call, no CSP violation report or console error, no hostile element or attribute",
    seen: `control page without defences: ${caught.hits.length} marker calls, ${caught.hostile.length} hostile nodes; portal: ${results.length} pages (payload text shown on ${results.filter((r) => r.marked).length}): ${probe.dialogs.length} dialogs, ${results.reduce((n, r) => n + r.hits.length, 0) + afterClicks.hits.length} marker calls, ${results.reduce((n, r) => n + r.csp.length, 0)} CSP reports, ${probe.consoleErrors.length} console errors, ${results.reduce((n, r) => n + r.hostile.length, 0)} hostile nodes`,
  });
});
