// Live without a reload (issue 70), at 390 and 1440 px: a page's live cards follow what the live hosts say while it
// is open — a count changed, a broadcast ended ('방송종료') and started again — through the page's one event stream,
// with the server's own formatter; without JS the page stays as it was served and opens no stream. The reference
// upstream's drift is frozen in the test configuration, so the broadcasts change through its test API.
import type { Page } from "@playwright/test";
import { abbreviateCount } from "~/domain/counts";
import { expect, isNoJs, onlyWithoutJs, test, WIDTHS } from "./fixtures";

// Each test changes a broadcast on the one upstream that the runs share: one test at a time.
test.describe.configure({ mode: "serial" });

/** A change reaches the page within the read interval (LIVE_EVENTS_INTERVAL_MS, 5 s) on a loaded machine. */
const WITHIN = { timeout: 30_000 };

/** The last live card of /live/all's first page, a streamer no other test looks at. */
async function lastLiveCard(page: Page) {
  const card = page.locator("main article[data-live-user]").last();
  const userId = (await card.getAttribute("data-live-user"))!;
  return { card: page.locator(`main article[data-live-user="${userId}"]`), userId };
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("a live card follows its broadcast's count, its end and its new start without a reload", async ({ page, upstream }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS the page stays as served (the next test)");
      await page.goto("/live/all");
      await expect(page.locator("html")).toHaveAttribute("data-live-events", "open");
      const { card, userId } = await lastLiveCard(page);
      const viewers = card.locator('[data-live="viewers"]');
      const before = await viewers.textContent();
      const loads: string[] = [];
      page.on("framenavigated", (frame) => frame === page.mainFrame() && loads.push(frame.url()));
      try {
        expect((await upstream.api.post(`/__test/lives/${userId}/change`, { data: { viewers: 1_234_567 } })).ok()).toBe(true);
        await expect(viewers).toHaveText(abbreviateCount(1_234_567), WITHIN);
        expect(abbreviateCount(1_234_567)).not.toBe(before);

        expect((await upstream.api.post(`/__test/lives/${userId}/end`)).ok()).toBe(true);
        await expect(card.locator('[data-live="badge"]')).toHaveText("방송종료", WITHIN);

        expect((await upstream.api.post(`/__test/lives/${userId}/start`, { data: { viewers: 4321 } })).ok()).toBe(true);
        await expect(card.locator('[data-live="badge"]')).toHaveText("LIVE", WITHIN);
        await expect(viewers).toHaveText(abbreviateCount(4321), WITHIN);
        expect(loads, "no reload").toEqual([]);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydration-error");
      } finally {
        // Live again whatever happened, for the tests after this one.
        await upstream.api.post(`/__test/lives/${userId}/start`);
      }
    });

    test("a followed streamer who goes live joins the side bar, with the go-live toast only when the alarm is on", async ({ page, upstream }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS the page stays as served (the next test)");
      await upstream.loginAs("viewer01");
      await page.goto("/live/all");
      // Two of the member's followed streamers on air: the last rows of the side bar, which no other test here uses.
      const rows = page.locator('aside[data-testid="side-bar"] li[data-live-user]');
      const [withAlarm, withoutAlarm] = await rows.evaluateAll((items) =>
        items.slice(-2).map((item) => ({ userId: item.getAttribute("data-live-user")!, nickname: item.querySelector(".side-bar-nick")!.textContent! })),
      );
      expect(withoutAlarm, "two followed streamers on air").toBeTruthy();
      const alarm = await page.request.post("/resources/station", {
        form: { intent: "push-on", streamerId: withAlarm.userId, returnTo: "/" },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(alarm.status(), "the alarm turned on: back to the page").toBe(302);
      const rowOf = (userId: string) => page.locator(`aside[data-testid="side-bar"] li[data-live-user="${userId}"]`);
      const toast = page.getByRole("status").getByTestId("toast");
      try {
        for (const { userId } of [withAlarm, withoutAlarm]) expect((await upstream.api.post(`/__test/lives/${userId}/end`)).ok()).toBe(true);
        await page.goto("/live/all");
        await expect(page.locator("html")).toHaveAttribute("data-live-events", "open");
        // The stream's first state may be the read before the end (one interval old): the row leaves with the next.
        await expect(rowOf(withAlarm.userId)).toHaveCount(0, WITHIN);

        const started = await upstream.api.post(`/__test/lives/${withAlarm.userId}/start`, { data: { viewers: 4321 } });
        const { broad_no } = (await started.json()) as { broad_no: number };
        // What a phone user sees (the side bar is a desktop's): the toast, its link to the broadcast's player.
        const goLive = toast.filter({ hasText: `${withAlarm.nickname} 님이 방송을 시작했습니다.` });
        await expect(goLive).toBeVisible(WITHIN);
        await expect(goLive.getByRole("link", { name: "방송 보기" })).toHaveAttribute("href", new RegExp(`/${withAlarm.userId}/${broad_no}$`));
        const row = rowOf(withAlarm.userId);
        await expect(row).toBeAttached();
        await expect(row.locator('[data-live="viewers"]')).toHaveText(abbreviateCount(4321));
        if (width.use.viewport.width >= 1440) {
          await expect(row.getByRole("link")).toBeVisible();
          await expect(row.getByRole("link")).toHaveAccessibleName(new RegExp(`^${withAlarm.nickname}.*참여자 수\\s*${abbreviateCount(4321)}$`));
        }

        // The alarm off: the row, and no toast.
        expect((await upstream.api.post(`/__test/lives/${withoutAlarm.userId}/start`)).ok()).toBe(true);
        await expect(rowOf(withoutAlarm.userId)).toBeAttached(WITHIN);
        await expect(toast.filter({ hasText: withoutAlarm.nickname })).toHaveCount(0);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydration-error");
      } finally {
        for (const { userId } of [withAlarm, withoutAlarm]) await upstream.api.post(`/__test/lives/${userId}/start`);
      }
    });

    test("without JS the page opens no stream and stays as it was served", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo);
      const streams: string[] = [];
      page.on("request", (request) => request.url().includes("/resources/live-events") && streams.push(request.url()));
      await page.goto("/live/all");
      const { card } = await lastLiveCard(page);
      const served = await card.locator('[data-live="viewers"]').textContent();
      await page.getByRole("link", { name: "카테고리" }).first().hover();
      await expect(card.locator('[data-live="viewers"]')).toHaveText(served!);
      expect(streams).toEqual([]);
    });
  });
