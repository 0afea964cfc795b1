// A navigation's first screen of cards (issue 71 item 2): a client navigation to a page of cards draws skeleton cards
// while the card grid's chunk is on its way (a slow line, a busy phone), never the list empty as if nothing were
// live. Without JS the page is the server's HTML, its cards in it, as before.
import type { Page } from "@playwright/test";
import { live } from "~/i18n/ko/live";
import { expect, isNoJs, test, WIDTHS } from "./fixtures";

/** The /live pages' list of cards (components/directory/PagedCards.tsx): there once the page is drawn with cards to show. */
const LIVE_LIST = '[data-list-params="sort categoryName"]';
/** The card grid's own chunk (components/cards/lazy.tsx's import()). */
const CARD_GRID_CHUNK = /\/build\/_shared\/CardGrid-[\w-]+\.js$/;

/** Records, frame by frame, what the drawn /live/all list shows: cards, skeletons or neither. */
async function recordLiveListFrames(page: Page) {
  await page.evaluate((list) => {
    const frames: string[] = [];
    (window as unknown as { liveListFrames: string[] }).liveListFrames = frames;
    const look = () => {
      const drawn = document.querySelector(`main ${list}`);
      if (drawn) frames.push(drawn.querySelector("[data-list] > li") ? "cards" : drawn.querySelector('[data-placeholder="cards"]') ? "skeletons" : "empty");
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, LIVE_LIST);
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("a navigation to LIVE with the card grid's chunk held shows skeleton cards, never an empty list, then the cards", async ({ page }, testInfo) => {
      if (isNoJs(testInfo)) {
        // Without JS the page is a document of its own: its cards in its HTML, no skeleton.
        await page.goto("/live/all");
        await expect(page.locator(`main ${LIVE_LIST} [data-list] > li`).first()).toBeVisible();
        await expect(page.locator('[data-placeholder="cards"]')).toHaveCount(0);
        return;
      }
      // Held from the start: the page asks for it at the first input already (utils/page-feedback.ts).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(
        (url) => CARD_GRID_CHUNK.test(url.pathname),
        async (route) => {
          held = true;
          await released;
          await route.continue();
        },
      );
      await page.goto("/");
      await recordLiveListFrames(page);
      const link = phone
        ? page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("link", { name: "LIVE" })
        : page.locator("header").getByRole("navigation", { name: "주요 메뉴" }).filter({ visible: true }).getByRole("link", { name: "전체 LIVE" });
      await link.click();
      await expect(page).toHaveURL(/\/live\/all$/);
      const skeleton = page.locator(`main ${LIVE_LIST} [data-placeholder="cards"]`).first();
      await expect(skeleton).toBeVisible();
      // A skeleton card is a card's size: the width of the list's column, a 16:9 picture and its lines.
      const box = (await skeleton.boundingBox())!;
      expect(box.height).toBeGreaterThan(100);
      expect(held).toBe(true);
      await expect(page.getByText(live.empty)).toHaveCount(0);

      release();
      await expect(page.locator(`main ${LIVE_LIST} [data-list] > li`).first()).toBeVisible();
      await expect(page.locator('[data-placeholder="cards"]')).toHaveCount(0);
      const frames = await page.evaluate(() => (window as unknown as { liveListFrames: string[] }).liveListFrames);
      expect(frames).toContain("skeletons");
      expect(frames).not.toContain("empty");
    });
  });
