// The star ranking's cards (issue 72 item 3), at 320, 390 and 1440 px, JS on and off: no ⋮ covers a picture (a
// narrow card keeps it beside its title), a picture's badges are one row along its top, never stacked over its
// middle, and each broadcast shows how far it moved since the ranking before (▲ / ▼) where the answer says.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const BADGE = /^(LIVE|탐방|연령제한|비밀번호|연령제한\+비밀번호|구독|유료)$/;

/** Every ranked card's picture, the boxes of its ⋮ and of the badges that show on it (those in sight). */
function cardsOnThePage(page: Page) {
  return page.getByRole("main").evaluate((main, badge) => {
    const pattern = new RegExp(badge);
    return [...main.querySelectorAll("article[data-card-key]")].map((card) => {
      const picture = card.querySelector("[data-testid=card-thumbnail]")!.getBoundingClientRect();
      const menu = card.querySelector("summary[aria-label$='더보기 메뉴']")!.getBoundingClientRect();
      const badges = [...card.querySelectorAll("a[aria-hidden=true] span")]
        .filter((span) => pattern.test(span.textContent!.trim()) && span.children.length === 0)
        .map((span) => ({ box: span.getBoundingClientRect(), row: span.parentElement!.getBoundingClientRect() }))
        // In sight: inside the row that holds them (a badge that does not fit is out of its sight).
        .filter(({ box, row }) => box.top < row.bottom && box.bottom > row.top)
        .map(({ box }) => ({ top: box.top, bottom: box.bottom }));
      return { key: card.getAttribute("data-card-key"), picture: picture.toJSON() as DOMRect, menu: menu.toJSON() as DOMRect, badges };
    });
  }, BADGE.source);
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("no ⋮ covers a picture, and a picture's badges are one row along its top", async ({ page }) => {
      await page.goto("/star-rank");
      const cards = await cardsOnThePage(page);
      expect(cards.length).toBeGreaterThan(8);
      for (const card of cards) {
        expect(overlaps(card.menu, card.picture), `${card.key}: its ⋮ over its picture`).toBe(false);
        expect(card.badges.length, `${card.key}: its LIVE badge`).toBeGreaterThan(0);
        for (const badge of card.badges) {
          expect(Math.round(badge.top), `${card.key}: a badge on a second row`).toBe(Math.round(card.badges[0].top));
          // Along the top, clear of the picture's middle (where an adult or password placeholder names its category).
          expect(badge.bottom, `${card.key}: a badge over the picture's middle`).toBeLessThan(card.picture.top + card.picture.height / 3);
        }
      }
    });

    test("each ranked broadcast shows its move since the ranking before, as the answer gives it", async ({ page, upstream }) => {
      // The carousel's broadcasts as the ranking answers (a guest hides no streamer): each one's place before.
      const answer = await upstream.api.post("/live/api/star_rank.php", { form: { szWork: "getStarRank", nCount: "4" } });
      const best = ((await answer.json()) as { best_data: Array<{ broad_no: string; prev_rank?: string }> }).best_data;
      const moves = best.map((item, index) => (item.prev_rank ? Number(item.prev_rank) - (index + 1) : 0));
      expect(moves.some((move) => move > 0)).toBe(true);
      expect(moves.some((move) => move < 0)).toBe(true);

      await page.goto("/star-rank");
      const slides = page.getByRole("region", { name: "인기 방송" }).getByRole("listitem");
      await expect(slides).toHaveCount(best.length);
      for (const [index, move] of moves.entries()) {
        const rank = slides
          .nth(index)
          .locator("span")
          .filter({ hasText: new RegExp(`^${index + 1}위`) })
          .first();
        const shown = move > 0 ? `▲${move}` : move < 0 ? `▼${-move}` : "";
        const read = move > 0 ? `${move}계단 상승` : move < 0 ? `${-move}계단 하락` : "";
        await expect(rank).toHaveText(`${index + 1}위${shown}${read}`);
        if (move) {
          // The arrow is seen, the words are heard.
          await expect(rank.getByText(shown, { exact: true })).toBeVisible();
          await expect(rank.getByText(read, { exact: true })).toHaveClass(/visually-hidden/);
        }
      }
    });
  });
