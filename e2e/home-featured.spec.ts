// Home opens on a live (issue 72 item 1), at 320, 390 and 1440 px, JS on and off: the most watched broadcast (a
// member's prefer mode: the first of the top list), large, with its title, streamer, category and viewers and
// '방송 보기'; the promotional popup, the ad and the lists come after it.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const featured = (page: Page) => page.getByTestId("featured-live");

/** The home's regions in their order (the page's own region, named by the product, holds them). */
const homeRegions = (page: Page) =>
  page
    .getByRole("main")
    .evaluate((main) =>
      [...main.querySelectorAll("section[aria-labelledby] section[aria-labelledby]")].map((region) => region.getAttribute("data-testid") ?? region.id),
    );

/** The top of an element in the page (not the screen), so that a scroll cannot change it. */
const pageTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use({ ...width.use, promoPopups: true });
    const screenWidth = width.use.viewport.width;

    test("a guest's home opens on the most watched live, large, with its title, streamer, category and viewers", async ({ page }) => {
      // The most watched broadcast as the live list orders it (most viewers first).
      await page.goto("/live/all");
      const top = page.getByRole("main").locator("article[data-kind=live]").first();
      const title = (await top.getByRole("heading").innerText()).trim();
      // The station link's own words, without the ' 방송국' screen readers hear after them.
      const nick = await top
        .locator("p a")
        .first()
        .evaluate((link) => link.firstChild!.textContent!.trim());
      const category = (await top.locator("p > span").last().innerText()).trim();
      const playerHref = (await top.getByRole("heading").getByRole("link").getAttribute("href"))!;

      await page.goto("/");
      const live = featured(page);
      // The page's first region is that broadcast, named by its title.
      expect((await homeRegions(page))[0]).toBe("featured-live");
      await expect(live).toHaveRole("region");
      await expect(live).toHaveAccessibleName(title);
      await expect(live.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute("href", playerHref);
      await expect(live.getByText("LIVE", { exact: true })).toBeVisible();
      await expect(live.getByRole("link", { name: `${nick} 방송국` })).toHaveAttribute("href", /\/station\//);
      await expect(live.getByText(category, { exact: true })).toBeVisible();
      await expect(live.getByText(/^[\d.]+[천만억]?명 시청중$/)).toBeVisible();
      const watch = live.getByRole("link", { name: "방송 보기" });
      await expect(watch).toHaveAttribute("href", playerHref);
      // On the web the player opens in a new tab, as every card's does.
      await expect(watch).toHaveAttribute("target", "_blank");

      // Large: the picture takes most of the page's width (all of it on a phone) and the first screen's top.
      const main = (await page.getByRole("main").boundingBox())!;
      const picture = (await live.getByTestId("card-thumbnail").boundingBox())!;
      expect(picture.width).toBeGreaterThanOrEqual(screenWidth < 768 ? main.width - 40 : main.width * 0.6);
      expect(picture.y).toBeLessThan(150);
      // Its words and its button are on the first screen.
      const watchBox = (await watch.boundingBox())!;
      expect(watchBox.y + watchBox.height).toBeLessThanOrEqual(width.use.viewport.height);
      expect(watchBox.height).toBeGreaterThanOrEqual(44);

      // The rest comes after it: the promotional popup, the ad (shown above 1200 px) and every list.
      const end = await live.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      expect(await pageTop(page, "[data-testid=promo-popup]")).toBeGreaterThanOrEqual(end);
      if (screenWidth > 1200) expect(await pageTop(page, "[data-testid=main-banner]")).toBeGreaterThanOrEqual(end);
      expect(await pageTop(page, "main article[data-card-key]")).toBeGreaterThanOrEqual(end);
      // Never two of it at the top: the preview beside it shows other broadcasts.
      const featuredNo = playerHref.split("/").pop();
      await expect(page.locator(`[data-section=PREVIEW_01] [data-broad-no="${featuredNo}"]`)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screenWidth);
    });

    test("a member's prefer home opens on the first of the top list, large", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/");
      const live = featured(page);
      await expect(live.getByRole("link", { name: "방송 보기" })).toBeVisible();
      expect((await homeRegions(page))[0]).toBe("featured-live");
      const name = (await live.getByRole("heading", { level: 2 }).innerText()).trim();
      expect(name.length).toBeGreaterThan(0);
      await expect(live).toHaveAccessibleName(name);
      expect(await pageTop(page, "main article[data-card-key]")).toBeGreaterThanOrEqual(
        await live.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY),
      );
    });
  });
