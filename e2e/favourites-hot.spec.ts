// Favourites and the hot list, at 320, 390 and 1440 px, JS on and off: /my/favorite shows the
// favourites that are live first; its row of avatars fades at its edge where more are scrolled out of it, and a
// streamer's pin toggle is in the picture's small menu; the hot list's actions are icons on one line (♥ and its
// count, share, ⋮ holding '게시글 안보기'), in one column on a desktop.
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const desktop = width.use.viewport.width >= 768;

    test("favourites: the live ones first; the avatars' row fades at its edge and keeps each pin toggle in a menu", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/favorite");
      const main = page.getByRole("main");
      const live = main.getByRole("region", { name: "LIVE", exact: true });
      const feed = main.getByRole("region", { name: "방송국 새 글" });
      await expect(live).toBeVisible();
      expect((await live.boundingBox())!.y).toBeLessThan((await feed.boundingBox())!.y);

      const strip = page.getByRole("list", { name: "즐겨찾기 스트리머" });
      const first = strip.locator("li").first();
      const nick = (await first.locator("a").textContent())!.replace("LIVE", "").trim();
      // No toggle under every picture: the picture's menu holds it.
      const toggles = strip.locator("button[aria-label*='고정']");
      await expect(toggles).toHaveCount(await strip.locator("li").count());
      for (const toggle of (await toggles.all()).slice(0, 3)) await expect(toggle).toBeHidden();
      await first.getByLabel(`${nick} 고정 메뉴`).click();
      await expect(first.getByRole("button", { name: new RegExp(`^${nick} (상단 고정|고정 해제)$`) })).toBeVisible();
      // Scrolled sideways, its edge fades; at its end, the last picture is whole.
      const fade = () => strip.evaluate((list) => getComputedStyle(list).maskImage);
      expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await expect.poll(fade).toContain("linear-gradient");
      await strip.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: "instant" }));
      await expect.poll(fade).toBe("none");
    });

    test("the hot list's actions are icons on one line (♥ and its count, share, ⋮), in one column on a desktop", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/feed/hotissue");
      const posts = page.locator("li[data-hot-key]");
      await expect(posts.first()).toBeVisible();
      const rows = [];
      for (const post of (await posts.all()).slice(0, 4)) {
        const like = post.getByRole("button", { name: /^좋아요 / });
        const share = post.locator("summary, a").filter({ hasText: "공유하기" });
        const more = post.getByLabel(/ 더보기 메뉴$/);
        // The heart and the count; the words for screen readers only.
        await expect(like).toHaveText(/^좋아요 \d/);
        // What shows: the words are visually hidden, the count is the button's own text.
        const shown = (element: Element) =>
          [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join("")
            .trim();
        expect(await like.evaluate(shown)).toMatch(/^[\d.,]+[천만]?$/);
        expect(await share.evaluate(shown)).toBe("");
        await expect(post.getByRole("link", { name: "게시글 안보기" })).toBeHidden();
        const boxes = await Promise.all([like, share, more].map(async (control) => (await control.boundingBox())!));
        const tops = boxes.map((box) => Math.round(box.y + box.height / 2));
        expect(Math.max(...tops) - Math.min(...tops), "one line").toBeLessThanOrEqual(2);
        for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(desktop ? 36 : 44);
        rows.push(boxes[0].x);
      }
      if (desktop) expect(Math.max(...rows) - Math.min(...rows), "the hearts line up").toBeLessThanOrEqual(1);
      const more = posts.first().getByLabel(/ 더보기 메뉴$/);
      await more.click();
      await expect(posts.first().getByRole("link", { name: "게시글 안보기" })).toBeVisible();
    });
  });
