// Skeleton cards where a list loads in place, at 390 px (a phone, emulated) and 1440 px,
// with JS (without it the browser's own progress is the feedback): while another sort of /live/all loads,
// its cards are grey blocks of their own shape (picture, avatar, two lines) under aria-busy; while '더보기'
// loads, the cards stay and a row of skeleton cards follows them; both go when the new cards arrive.
import type { Page, Route } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS } from "./fixtures";

/** Holds the page's data requests for /live/all until `release` is called (then they pass; a later hold
 * takes the next ones). */
async function holdData(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  };
  const match = (url: URL) => url.pathname === "/live/all" && url.searchParams.has("_data");
  await page.route(match, handler);
  return {
    held: () => held,
    release,
  };
}

/** Boxes and looks of a list's first card (the picture, the avatar, the text) and of the list. */
function firstCard(page: Page, list = "main ul[data-list]") {
  return page
    .locator(list)
    .first()
    .evaluate((ul) => {
      const li = ul.querySelector(":scope > li")!;
      const article = li.querySelector("article")!;
      const picture = article.firstElementChild!;
      const avatar = article.querySelector('a[href^="/station/"]:has(img)')!;
      const text = avatar.nextElementSibling!;
      const rect = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
      };
      const probe = document.createElement("i");
      probe.style.color = "var(--color-border)";
      document.body.append(probe);
      const grey = getComputedStyle(probe).color;
      probe.remove();
      return {
        busy: ul.getAttribute("aria-busy"),
        skeleton: ul.hasAttribute("data-skeleton"),
        card: rect(li),
        picture: rect(picture),
        pictureGrey: getComputedStyle(picture).backgroundColor === grey,
        pictureContent: getComputedStyle(picture.firstElementChild!).visibility,
        avatar: rect(avatar),
        avatarCircle: getComputedStyle(avatar).backgroundImage.startsWith("radial-gradient"),
        avatarImage: getComputedStyle(avatar.querySelector("img")!).visibility,
        lines: (getComputedStyle(text).backgroundImage.match(/linear-gradient/g) ?? []).length,
        textContent: getComputedStyle(text.firstElementChild!).visibility,
        shimmer: getComputedStyle(li, "::after").animationName,
        key: article.getAttribute("data-card-key"),
      };
    });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use({ ...width.use, ...(width.name === "at 390 px" ? { deviceScaleFactor: 2 } : {}) });

    test("/live/all: another sort shows skeleton cards, '더보기' a row of them after the list, until the cards arrive", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS the browser shows its own progress");
      await page.goto("/live/all");
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-feedback"));
      const before = await firstCard(page);
      expect(before).toMatchObject({ busy: null, skeleton: false, pictureGrey: false, pictureContent: "visible", avatarImage: "visible", lines: 0 });

      // Another sort: the list's cards turn into skeletons of the same size.
      let hold = await holdData(page);
      await page.locator("main select[name=sort]").selectOption("broad_start");
      await expect(page.locator("main ul[data-list]").first()).toHaveAttribute("aria-busy", "true");
      // The list is busy as soon as the navigation starts; its data request reaches the hold a moment later.
      await expect.poll(() => hold.held()).toBeGreaterThan(0);
      const loading = await firstCard(page);
      expect(loading).toMatchObject({
        busy: "true",
        skeleton: true,
        card: before.card,
        picture: before.picture,
        pictureGrey: true,
        pictureContent: "hidden",
        avatar: before.avatar,
        avatarCircle: true,
        avatarImage: "hidden",
        lines: 2,
        textContent: "hidden",
        shimmer: "skeleton-shimmer",
      });
      expect(loading.picture.height).toBeGreaterThan(100);
      expect(loading.avatar.width).toBeGreaterThanOrEqual(36);
      await page.screenshot({ path: testInfo.outputPath("skeleton-sort.png") });
      hold.release();
      await expect(page).toHaveURL(/sort=broad_start/);
      await expect(page.locator("main [aria-busy], main [data-skeleton]")).toHaveCount(0);
      const sorted = await firstCard(page);
      expect(sorted).toMatchObject({ pictureGrey: false, pictureContent: "visible", avatarImage: "visible", lines: 0 });
      expect(sorted.key).not.toBe(before.key);

      // '더보기': the cards stay, and a row of skeleton cards as wide as theirs follows the last one. It is followed
      // from the keyboard once the list's rest has joined it as the link came into view: the link moves as the rest
      // arrives, and a click made where it was lands on a card.
      const more = page.getByRole("link", { name: "더보기" });
      await more.scrollIntoViewIfNeeded();
      await expect(page.locator("main template[data-list-rest]")).toHaveCount(0);
      const cards = page.locator("main ul[data-list]:not([aria-hidden]) > li");
      const shown = await cards.count();
      const columns = await page
        .locator("main ul[data-list]")
        .last()
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(" ").length);
      hold = await holdData(page);
      await more.press("Enter");
      const row = page.locator("main ul[data-skeleton][aria-hidden=true]");
      await expect(row.locator(":scope > li")).toHaveCount(columns);
      await expect(page.locator("main ul[data-list]:not([aria-hidden])").last()).toHaveAttribute("aria-busy", "true");
      const kept = await firstCard(page);
      expect(kept).toMatchObject({ skeleton: false, pictureGrey: false, pictureContent: "visible" });
      const lastCard = (await cards.last().boundingBox())!;
      const rowCard = (await row.locator(":scope > li").first().boundingBox())!;
      expect(Math.round(rowCard.width)).toBe(Math.round(lastCard.width));
      expect(Math.abs(rowCard.height - lastCard.height)).toBeLessThanOrEqual(2);
      expect(rowCard.y).toBeGreaterThan(lastCard.y + lastCard.height - 1);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath("skeleton-more.png") });
      hold.release();
      await expect(page).toHaveURL(/page=2/);
      await expect(row).toHaveCount(0);
      await expect(page.locator("main [aria-busy], main [data-skeleton]")).toHaveCount(0);
      expect(await cards.count()).toBeGreaterThan(shown);
      await expect(cards.nth(shown)).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    });
  });
}
