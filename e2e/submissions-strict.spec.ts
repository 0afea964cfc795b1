// Nothing lost, nothing stored twice, on a portal with the production's limits and time-outs (the shared e2e
// servers lift them): the public-form limit counts a person's sends of a form, not the chatbot, a category applied
// or a file removed, nor the people behind one address together, whatever the path's case, and a refused form comes
// back with what was typed, the time to wait and Retry-After; a form whose anti-bot token expired while it was being
// written, and a question chip tapped the moment it shows, are answered, never the error page; a station post the
// station API stored but answered after the portal's time-out is stored once when 등록 is pressed again.
import type { Browser, Page } from "@playwright/test";
import { helpChatbot } from "../app/i18n/ko/help/chatbot";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, expectBrowserErrors, isNoJs, test, untilHydrated } from "./fixtures";
import { freshAccount, ownPort, setFault, startPortal, stopAll } from "./hardening/support";

test.afterAll(stopAll);
test.describe.configure({ mode: "serial" });

const OUTAGE = "일시적으로 서비스에 접속할 수 없습니다.";
const SEND_LIMIT = 3;
const MAX_FILL_MS = 6000;

let portal: Awaited<ReturnType<typeof startPortal>>;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from its first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  portal = await startPortal(ownPort(isNoJs(testInfo) ? 242 : 240), {
    LOG_LEVEL: "error",
    FORM_MIN_FILL_MS: "1500",
    FORM_MAX_FILL_MS: String(MAX_FILL_MS),
    RATE_LIMIT_FORM_PER_MIN: String(SEND_LIMIT),
    UPSTREAM_TIMEOUT_MS: "3000",
  });
});

/** Opens a page of this spec's portal; with JS, once it works as an app (hydrated, its parts loaded). */
async function open(page: Page, path: string) {
  await page.goto(`${portal.url}${path}`);
  if (await page.evaluate(() => "__remixContext" in window)) await untilHydrated(page);
}

/** A person of their own (a browser with its own cookies), behind the same address as every other here. */
async function person(browser: Browser, noJs: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: !noJs, locale: "ko-KR" });
  return context.newPage();
}

/** When the form's token lets it be sent and until when (its signed times, read from the rendered field). */
async function tokenTimes(page: Page): Promise<{ from: number; rendered: number }> {
  const token = await page.locator('form input[name="from__confirm"]').first().inputValue();
  return JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString("utf8")) as { from: number; rendered: number };
}
async function untilSendable(page: Page) {
  const { from } = await tokenTimes(page);
  await expect.poll(() => Date.now() >= from, { intervals: [100] }).toBe(true);
}

async function fillReport(page: Page, title: string) {
  await page.getByLabel("신고 유형").selectOption({ label: "저작권 침해" });
  await page.getByLabel("이메일", { exact: true }).fill("limit@example.com");
  await page.getByLabel("제목").fill(title);
  await page.getByRole("textbox", { name: "신고 내용" }).fill("신고 대상: /station/abc\n허락 없이 올린 영상입니다.");
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
}

/** Sends the FAQ's '예' from a fresh render of its page (one send of a public form) and sees it thanked for. */
async function sendFeedback(page: Page) {
  await open(page, "/help/faq/1001");
  await page.getByRole("button", { name: "예" }).click();
  await expect(page.getByText("소중한 의견 감사합니다.")).toBeVisible();
}

test("the chatbot's questions are not sends: a person who asked it more than the limit still sends their report", async ({ page }) => {
  await open(page, "/help/chatbot");
  const bubbles = page.getByRole("list", { name: "대화 내용" }).locator(":scope > li");
  const input = page.getByLabel("질문 입력");
  for (let asked = 1; asked <= SEND_LIMIT + 1; asked += 1) {
    await input.fill(`환불 문의 ${asked}`);
    await page.getByRole("button", { name: "전송" }).click();
    // Answered: the question it answers is out of the input, and the log holds both.
    await expect(input).toHaveValue("");
    await expect(bubbles).toHaveCount(1 + asked * 2);
    await expect(bubbles.last()).not.toContainText(helpChatbot.chatbot.waiting);
  }
  const title = `챗봇 뒤 신고 ${Date.now()}`;
  await open(page, "/help/report/content");
  await fillReport(page, title);
  await untilSendable(page);
  await page.getByRole("button", { name: "신고하기" }).click();
  await expect(page.getByRole("dialog", { name: "신고가 접수되었습니다." })).toBeVisible();
});

test("a question chip tapped the moment the greeting shows is answered, not the error page", async ({ page }) => {
  await open(page, "/help/chatbot");
  const bubbles = page.getByRole("list", { name: "대화 내용" }).locator(":scope > li");
  await bubbles.first().getByRole("list", { name: "추천 키워드" }).getByRole("button").first().click();
  await expect(page.getByText(OUTAGE)).toHaveCount(0);
  await expect(bubbles).toHaveCount(3);
});

test("the limit is a person's: past it their form comes back as typed with the time to wait and Retry-After; another person behind the same address sends", async ({
  browser,
}, testInfo) => {
  const noJs = isNoJs(testInfo);
  const first = await person(browser, noJs);
  for (let sent = 0; sent < SEND_LIMIT; sent += 1) await sendFeedback(first);

  // Their report, past the limit: refused, with what they typed and how long to wait.
  const title = `한도 초과 신고 ${Date.now()}`;
  await open(first, "/help/report/content");
  await fillReport(first, title);
  await untilSendable(first);
  const [refused] = await Promise.all([
    first.waitForResponse((response) => response.request().method() === "POST"),
    first.getByRole("button", { name: "신고하기" }).click(),
  ]);
  expect(refused.status()).toBe(429);
  expect(Number(await refused.headerValue("retry-after"))).toBeGreaterThan(0);
  await expect(first.getByRole("alert").filter({ hasText: submissionTexts.failure.rate })).toContainText(/\d+초 후에 다시 보낼 수 있습니다\./);
  await expect(first.getByText(OUTAGE)).toHaveCount(0);
  await expect(first.getByLabel("제목")).toHaveValue(title);
  await expect(first.getByRole("textbox", { name: "신고 내용" })).toHaveValue("신고 대상: /station/abc\n허락 없이 올린 영상입니다.");

  // Someone else on the same network is not refused with them.
  const second = await person(browser, noJs);
  await sendFeedback(second);
  await first.context().close();
  await second.context().close();
});

test("a form's address in another case is the same form: /Help/Inquiry is counted", async ({ request }) => {
  // A client of its own, with the visitor cookie a help page gives it.
  await request.get(`${portal.url}/help`);
  const statuses: number[] = [];
  for (let sent = 0; sent <= SEND_LIMIT; sent += 1) {
    const answer = await request.post(`${portal.url}/Help/Inquiry`, { headers: { origin: portal.url }, multipart: { intent: "submit" }, maxRedirects: 0 });
    statuses.push(answer.status());
  }
  expect(statuses.slice(0, SEND_LIMIT)).not.toContain(429);
  expect(statuses[SEND_LIMIT]).toBe(429);
});

test("a form whose anti-bot token expired while it was written comes back as typed; sent again, it is received", async ({ page }) => {
  const title = `오래 쓴 신고 ${Date.now()}`;
  await open(page, "/help/report/content");
  await fillReport(page, title);
  const { rendered } = await tokenTimes(page);
  await expect.poll(() => Date.now() > rendered + MAX_FILL_MS, { intervals: [250], timeout: MAX_FILL_MS + 5000 }).toBe(true);
  await page.getByRole("button", { name: "신고하기" }).click();
  await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.confirm })).toBeVisible();
  await expect(page.getByText(OUTAGE)).toHaveCount(0);
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "신고 내용" })).toHaveValue("신고 대상: /station/abc\n허락 없이 올린 영상입니다.");
  await page.getByRole("button", { name: submissionTexts.retry }).click();
  await expect(page.getByRole("dialog", { name: "신고가 접수되었습니다." })).toBeVisible();
});

test("a station post stored but answered after the portal's time-out: the form says so; 등록 again stores it once", async ({ page, context }) => {
  const owner = await freshAccount(portal.upstreamUrl, "streamer01");
  await context.addCookies([{ ...owner.cookieParts, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  const title = `늦게 답한 글 ${Date.now()}`;
  await open(page, `/station/${owner.userId}/post/write`);
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("내용", { exact: true }).fill("스테이션 API가 늦게 답한 글입니다.");
  // The station API stores the post at once and answers 5 s later, past the portal's 3 s.
  // Past the portal's 3 s its answer is a 504: the one the test is about.
  expectBrowserErrors(/status of 504/);
  await setFault(portal.upstreamUrl, { path: `/station/${owner.userId}/title`, method: "POST", kind: "late", latencyMs: 5000, times: 1 });
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.unknown })).toBeVisible();
  await expect(page.getByText(OUTAGE)).toHaveCount(0);
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(new RegExp(`/station/${owner.userId}/post/\\d+$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await open(page, `/station/${owner.userId}/board`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(1);
});
