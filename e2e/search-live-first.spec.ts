// A live streamer's name searched leads to the live (issue 72 item 2), at 320, 390 and 1440 px, JS on and off: the
// profile card says the streamer is on air ('LIVE', the broadcast's title and viewers) with '방송 보기' to the player,
// and the LIVE list, their broadcast first, comes right under the profile, before their latest videos and the related
// streamers. A streamer who is not on air keeps the card as it was.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

// The most watched streamer of the reference upstream's seed, on air (home's featured live, /live/all's first).
const LIVE_STREAMER = "달콤한김밥";
const searchFor = (keyword: string) => `/search?szKeyword=${encodeURIComponent(keyword)}`;

/** The result sections of the main column, in their order, by their test ids. */
const sectionOrder = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("main [data-testid]")].map((element) => element.getAttribute("data-testid")));

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("a live streamer's profile says LIVE and leads to the broadcast, whose card heads the results", async ({ page }) => {
      await page.goto(searchFor(LIVE_STREAMER));
      const profile = page.getByTestId("profile-card");
      await expect(profile.getByRole("heading", { level: 2, name: LIVE_STREAMER })).toBeVisible();
      const userId = (await profile.getByRole("heading", { level: 2 }).getByRole("link").getAttribute("href"))!.split("/").pop()!;

      // The LIVE list's first card is the streamer's broadcast.
      const lives = page.getByTestId("live-results");
      const first = lives.locator("article[data-kind=live]").first();
      await expect(first.locator("p a").first()).toHaveAttribute("href", `/station/${userId}`);
      const title = (await first.getByRole("heading").innerText()).trim();
      const playerHref = (await first.getByRole("heading").getByRole("link").getAttribute("href"))!;
      expect(playerHref).toMatch(new RegExp(`/play/${userId}/\\d+$`));

      // The card says so: 'LIVE', the broadcast's title and viewers, and '방송 보기' to that player.
      const onAir = profile.getByTestId("profile-live");
      await expect(onAir.getByText("LIVE", { exact: true })).toBeVisible();
      await expect(onAir.getByText(title, { exact: true })).toBeVisible();
      await expect(onAir.getByText(/^[\d.]+[천만억]?명 시청중$/)).toBeVisible();
      const watch = onAir.getByRole("link", { name: "방송 보기" });
      await expect(watch).toBeVisible();
      await expect(watch).toHaveAttribute("href", playerHref);
      await expect(watch).toHaveAttribute("target", "_blank");
      const box = (await watch.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width.use.viewport.width);

      // Live first: right under the profile, before the latest videos and the related streamers.
      const order = (await sectionOrder(page)).filter((id) => ["profile-card", "live-results", "latest-vods", "related-streamers"].includes(id!));
      expect(order).toEqual(["profile-card", "live-results", "latest-vods", "related-streamers"]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width.use.viewport.width);
    });

    test("a streamer who is not on air keeps the profile without LIVE, the lists in their order", async ({ page }) => {
      // A streamer of the reference upstream's seed with a search profile and no broadcast.
      await page.goto(searchFor("엉뚱한화가"));
      const profile = page.getByTestId("profile-card");
      await expect(profile).toBeVisible();
      await expect(profile.getByTestId("profile-live")).toHaveCount(0);
      await expect(profile.getByRole("link", { name: "방송 보기" })).toHaveCount(0);
    });
  });
