// A comment the channel API stored but answered after the portal's time-out (a portal of its own with the
// production's short upstream time-out: the shared e2e servers wait 30 s): the form says it may be stored and keeps
// the words; sent again with its key, the upstream answers as the first and the comment is there once.
import type { Page } from "@playwright/test";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, expectBrowserErrors, isNoJs, test, untilHydrated } from "./fixtures";
import { freshAccount, ownPort, setFault, startPortal, stopAll } from "./hardening/support";

test.afterAll(stopAll);
test.describe.configure({ mode: "serial" });

let portal: Awaited<ReturnType<typeof startPortal>>;
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from its first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  portal = await startPortal(ownPort(isNoJs(testInfo) ? 262 : 260), { LOG_LEVEL: "error", UPSTREAM_TIMEOUT_MS: "3000" });
});

async function open(page: Page, path: string) {
  await page.goto(`${portal.url}${path}`);
  if (await page.evaluate(() => "__remixContext" in window)) await untilHydrated(page);
}

test("a comment stored but answered after the portal's time-out: the form says so with the words kept; 등록 again stores it once", async ({
  page,
  context,
}) => {
  const owner = await freshAccount(portal.upstreamUrl, "streamer01");
  const viewer = await freshAccount(portal.upstreamUrl, "viewer01");
  await context.addCookies([{ ...viewer.cookieParts, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  const board = (await (await fetch(`${portal.upstreamUrl}/station/${owner.userId}/board/1003`)).json()) as { data: Array<{ title_no: number }> };
  const titleNo = board.data[0].title_no;
  await open(page, `/station/${owner.userId}/post/${titleNo}`);
  const text = `늦게 답한 댓글 ${Date.now()}`;
  await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
  // The channel API stores the comment at once and answers 5 s later, past the portal's 3 s (its 504).
  expectBrowserErrors(/status of 504/);
  await setFault(portal.upstreamUrl, {
    path: `/channel/api/${owner.userId}/title/${titleNo}/comment`,
    method: "POST",
    kind: "late",
    latencyMs: 5000,
    times: 1,
  });
  await page.getByRole("button", { name: "댓글 등록" }).click();
  await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.unknown })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "댓글 쓰기" })).toHaveValue(text);
  await page.getByRole("button", { name: "댓글 등록" }).click();
  await expect(page.locator("#comments article[data-comment]").filter({ hasText: text })).toHaveCount(1);
  await open(page, `/station/${owner.userId}/post/${titleNo}`);
  await expect(page.locator("#comments article[data-comment]").filter({ hasText: text })).toHaveCount(1);
});
