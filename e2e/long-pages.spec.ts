// Pages that were too long or too empty (for the star ranking's layout shift and
// its largest picture), measured at 390 px (a phone) and 1440 px, with JS on and off: the hot list by rank
// ranges, the star ranking's grids, carousel and controls, the live groups' first screen, the station's
// boards and its phone header.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS, onlyWithoutJs } from "./fixtures";
import { watchLayoutShifts } from "./layout-shifts";

/** The page is no wider than the window (no sideways scrolling). */
async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * How many lines an element's text runs over: the line boxes of its text, not its height (a button a
 * finger's size is taller than one line of its words).
 */
async function lines(element: Locator) {
  return element.evaluate((element) => {
    const bottoms: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) bottoms.push(rect.bottom);
    }
    bottoms.sort((a, b) => a - b);
    return bottoms.reduce((count, bottom, index) => (index === 0 || bottom - bottoms[index - 1] > 4 ? count + 1 : count), 0);
  });
}

for (const width of WIDTHS) {
  const phone = width.name === "at 390 px";
  test.describe(width.name, () => {
    test.use(width.use);

    test("hot list: the TOP 100 by ranges of 20, with working range links", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/feed/hotissue");
      await expect(page.getByRole("heading", { name: "실시간 인기글 TOP 100" })).toBeVisible();
      const posts = page.locator("li[data-hot-key]");
      await expect(posts).toHaveCount(20);
      await expect(posts.first().getByText("1위")).toBeAttached();
      await expect(posts.last().getByText("20위")).toBeAttached();
      const viewport = page.viewportSize()!;
      const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
      // A range of 20 is a few screens: at most three on a desktop, seven on a phone, where each post's actions
      // take a row of their own and its title and station links are a finger's size (all 100 were 26,600 / 34,500 px).
      expect(height).toBeLessThanOrEqual(viewport.height * (viewport.width > 768 ? 3 : 7));
      await expectNoOverflow(page);

      const ranges = page.getByRole("navigation", { name: "순위 구간" });
      await expect(ranges.getByRole("link")).toHaveText(["1~20위", "21~40위", "41~60위", "61~80위", "81~100위"]);
      await expect(ranges.getByRole("link", { name: "1~20위" })).toHaveAttribute("aria-current", "page");
      // The range links are a finger's size.
      for (const box of await ranges.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height)))
        expect(box).toBeGreaterThanOrEqual(44);
      await ranges.getByRole("link", { name: "21~40위" }).click();
      await expect(page).toHaveURL(/\/my\/feed\/hotissue\?page=2$/);
      await expect(page.getByRole("navigation", { name: "순위 구간" }).getByRole("link", { name: "21~40위" })).toHaveAttribute("aria-current", "page");
      await expect(posts).toHaveCount(20);
      await expect(posts.first().getByText("21위")).toBeAttached();
      await expect(posts.last().getByText("40위")).toBeAttached();
    });

    test("star ranking: full rows, no section twice, and controls a finger can press", async ({ page }, testInfo) => {
      await page.goto("/star-rank");
      const carousel = page.getByRole("region", { name: "인기 방송" });
      await expect(carousel).toBeVisible();
      const hrefs = (list: ReturnType<Page["locator"]>) =>
        list.locator("li > article a[href*='/play/']").evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
      const inCarousel = new Set(await hrefs(carousel));
      expect(inCarousel.size).toBeGreaterThan(0);

      const themes = page.locator("section[aria-labelledby^='theme-']");
      expect(await themes.count()).toBeGreaterThan(0);
      for (const theme of await themes.all()) {
        const title = await theme.locator("h2").textContent();
        // The carousel does not show a section again (every broadcast of a section already in it).
        const cards = await hrefs(theme);
        expect(cards.length, title!).toBeGreaterThan(0);
        expect(
          cards.every((href) => inCarousel.has(href)),
          `'${title}' repeats the carousel`,
        ).toBe(false);
        // The cards fill their rows, or the row is centred: no empty columns on one side.
        const { left, right, cardsLeft, cardsRight } = await theme
          .locator("ul")
          .first()
          .evaluate((list) => {
            const box = list.getBoundingClientRect();
            const items = [...list.children]
              .map((item) => item.getBoundingClientRect())
              .filter((item) => Math.abs(item.top - list.children[0].getBoundingClientRect().top) < 2);
            return {
              left: box.left,
              right: box.right,
              cardsLeft: Math.min(...items.map((item) => item.left)),
              cardsRight: Math.max(...items.map((item) => item.right)),
            };
          });
        expect(
          Math.abs(cardsLeft - left - (right - cardsRight)),
          `'${title}' leaves ${Math.round(right - cardsRight)} px empty on the right`,
        ).toBeLessThanOrEqual(2);
        expect(cardsRight - cardsLeft, `'${title}' fills its row`).toBeGreaterThan((right - left) * 0.6);
      }
      await expectNoOverflow(page);

      // The largest picture loads at once, before the others.
      const largest = await page.locator("img").evaluateAll((images) => {
        const shown = images
          .map((image) => ({ image, box: image.getBoundingClientRect() }))
          .filter(({ box }) => box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth);
        shown.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
        const image = shown[0].image;
        return {
          loading: image.getAttribute("loading"),
          priority: image.getAttribute("fetchpriority"),
          inCarousel: Boolean(image.closest("[aria-roledescription=carousel]")),
        };
      });
      expect(largest).toEqual({ loading: "eager", priority: "high", inCarousel: true });

      if (isNoJs(testInfo)) return; // the strip scrolls by itself; the controls come with JS
      for (const name of ["이전", "다음", "일시정지"]) {
        const button = carousel.getByRole("button", { name, exact: true });
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // On a phone, where a slide takes most of the width, the buttons are in the carousel's title row (issue 72
        // item 3: on the first place's picture they covered it): above the strip, covering no slide.
        if (phone) {
          const placed = await carousel.locator("article").evaluateAll((cards, button) => {
            const overlaps = (rect: DOMRect) =>
              rect.left < button.x + button.width && button.x < rect.right && rect.top < button.y + button.height && button.y < rect.bottom;
            return {
              covered: cards.filter((card) => overlaps(card.getBoundingClientRect())).length,
              aboveStrip: button.y + button.height <= cards[0].getBoundingClientRect().top,
            };
          }, box);
          expect(placed, `'${name}' in the title row, on no slide`).toEqual({ covered: 0, aboveStrip: true });
        }
      }
      const pause = carousel.getByRole("button", { name: "일시정지", exact: true });
      await pause.click();
      await expect(carousel.getByRole("button", { name: "재생", exact: true })).toHaveAttribute("aria-pressed", "true");
    });

    test("star ranking: a theme shorter than its row keeps the columns' width and is centred", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo); // CSS alone: the same with JS
      const answer = await upstream.api.post(`${upstream.url}/live/api/star_rank.php`, { form: { szWork: "getStarRank", nCount: "20" } });
      type Broadcast = { broad_no: string | number };
      const full = (await answer.json()) as { best_data: Broadcast[]; theme_data: Array<{ title: string; rank_list: Broadcast[] }> };
      // Four themes of broadcasts the carousel does not show (a theme it shows whole is left out): one of
      // four, and three of one, two and three.
      const inCarousel = new Set(full.best_data.map((item) => String(item.broad_no)));
      const themes = full.theme_data
        .map((theme) => ({ ...theme, rank_list: theme.rank_list.filter((item) => !inCarousel.has(String(item.broad_no))) }))
        .filter((theme) => theme.rank_list.length >= 4)
        .slice(0, 4)
        .map((theme, index) => ({ ...theme, rank_list: theme.rank_list.slice(0, [4, 1, 2, 3][index]) }));
      expect(themes).toHaveLength(4);
      await upstream.fault({ path: "/live/api/star_rank.php", kind: "status", status: 200, body: { ...full, theme_data: themes } });
      await page.goto("/star-rank");
      const rows = await page.locator("section[aria-labelledby^='theme-'] > div > ul").evaluateAll((lists) =>
        lists.map((list) => {
          const box = list.getBoundingClientRect();
          const cards = [...list.children].map((item) => item.getBoundingClientRect());
          return {
            left: box.left,
            right: box.right,
            cardsLeft: cards[0].left,
            cardsRight: Math.max(...cards.map((card) => card.right)),
            width: cards[0].width,
          };
        }),
      );
      expect(rows).toHaveLength(4);
      for (const [index, row] of rows.entries()) {
        expect(Math.abs(row.cardsLeft - row.left - (row.right - row.cardsRight)), `${themes[index].title}: centred`).toBeLessThanOrEqual(2);
        expect(Math.abs(row.width - rows[0].width), `${themes[index].title}: a column's width`).toBeLessThanOrEqual(1);
      }
    });

    test("a grid's first item keeps its place while the rest of the page is still arriving (star ranking, help)", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo); // the HTML and CSS alone
      // Each page is also served cut off before a grid's second item, as a slow network delivers it; the
      // first item stands where it stands in the whole page.
      const cases = [
        {
          path: "/star-rank",
          first: "section[aria-labelledby^='theme-'] li:has(> article)",
          cut: (html: string) => {
            const theme = html.indexOf('aria-labelledby="theme-');
            const second = html.indexOf("data-card-key", html.indexOf("data-card-key", theme) + 1);
            return html.lastIndexOf("<li", second);
          },
        },
        {
          path: "/help",
          first: "section[aria-labelledby='help-faq-top']",
          cut: (html: string) => html.lastIndexOf("<section", html.indexOf('aria-labelledby="help-categories"')),
        },
      ];
      const boxOf = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!;
        return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      };
      for (const { path, first, cut } of cases) {
        await page.goto(path);
        const whole = await boxOf(first);
        await page.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(cut(html), `${path}: where to cut`).toBeGreaterThan(0);
          await route.fulfill({ response, body: html.slice(0, cut(html)) });
        });
        await page.goto(path);
        await expect(page.locator(first)).toHaveCount(1);
        expect(await boxOf(first), `${path}: the first item of a half-arrived page`).toEqual(whole);
        await page.unrouteAll();
      }
    });

    test("star ranking: nothing moves once the page is loaded and hydrated", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "the shift came with hydration");
      // From the first paint of the whole parsed page (a busy machine paints half-parsed pages too, whose
      // texts still arriving widen their boxes by a few pixels: layout-shifts.ts).
      const layoutShifts = await watchLayoutShifts(page);
      await page.goto("/star-rank"); // waits for hydration and the lazily hydrated parts
      // The last the page does by itself after the first input: its live event stream (never 'networkidle' then).
      await expect(page.locator("html")).toHaveAttribute("data-live-events", /^(open|none)$/);
      expect(await layoutShifts.take()).toEqual([]);
    });

    test("sections off the screen skip their rendering until they come near it (home, My)", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo); // CSS alone: the same with JS
      // A member with one favourite: the favourites' first render holds every section (one with many favourites
      // ends near its first screens, the other sections coming as the reader scrolls); home whole likewise (its
      // first render ends near its first screens: e2e/first-render.spec.ts).
      await upstream.loginAs("streamer01");
      for (const path of ["/?whole=1", "/my/favorite"]) {
        await page.goto(path);
        const card = page.locator("main section:has(article)").last().locator("article").first();
        const rendered = () => card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
        expect(await rendered(), `${path}: the last section's cards wait`).toBe(false);
        // Sections above take their real sizes as they come near, which moves the card on: scroll until it stays.
        await expect
          .poll(async () => {
            await card.scrollIntoViewIfNeeded();
            return rendered();
          }, `${path}: laid out near the screen`)
          .toBe(true);
      }
    });

    test("a list opened past its end (a hand-made or stale address) shows its last cards, not an empty page", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo); // an address typed or reloaded: the same document load with JS
      test.skip(!phone, "the same answer at every width");
      for (const [far, landing] of [
        ["/live/all?page=40", /\/live\/all$/],
        [`/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod?page=90`, /\/vod$/],
        ["/station/streamer01/vod?page=900&sort=reg_date", /\/station\/streamer01\/vod\?page=\d&sort=reg_date$/],
      ] as const) {
        await page.goto(far);
        await expect(page, far).toHaveURL(landing);
        await expect(page.locator("main article[data-card-key]").first(), far).toBeVisible();
      }
    });

    for (const group of ["game", "bora", "sports"]) {
      test(`/live/group/${group}: the list starts on the first screen`, async ({ page }, testInfo) => {
        onlyWithoutJs(testInfo);
        await page.goto(`/live/group/${group}`);
        const card = page.locator("main article[data-card-key]").first();
        await expect(card).toBeVisible();
        const top = (await card.boundingBox())!.y;
        expect(top, "the first card's top").toBeLessThan(page.viewportSize()!.height);
        // A banner is a strip, not a screen (it was a 340 px placeholder).
        for (const banner of await page.getByRole("list", { name: "배너", exact: true }).locator("img").all()) {
          const box = (await banner.boundingBox())!;
          expect(box.height).toBeLessThanOrEqual(96);
        }
        await expectNoOverflow(page);
      });
    }

    test("station: the boards on the first screen, a compact phone header with the follow button", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo);
      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01");
      const viewport = page.viewportSize()!;
      if (viewport.width > 768) {
        const sidebar = page.getByRole("complementary", { name: "방송국 메뉴" });
        const menu = sidebar.getByRole("navigation", { name: "방송국 메뉴" });
        const boards = menu.getByRole("link", { name: "전체 게시판" });
        await expect(boards).toBeVisible();
        expect((await boards.boundingBox())!.y + 20).toBeLessThan(viewport.height);
        // The boards come before the top fans.
        const order = await menu.evaluate((nav) => nav.compareDocumentPosition(document.getElementById("st-topfans")!) & Node.DOCUMENT_POSITION_FOLLOWING);
        expect(order).toBeTruthy();
      } else {
        const header = page.getByTestId("station-mobile-actions");
        const height = (await header.boundingBox())!.height;
        expect(height, "the phone's profile header").toBeLessThanOrEqual(120);
        const follow = header.getByRole("link", { name: "즐겨찾기 해제" }).or(header.getByRole("button", { name: "즐겨찾기", exact: true }));
        await expect(follow).toBeVisible();
        const nick = (await header.getByRole("link", { name: "데모스트리머" }).boundingBox())!;
        const followBox = (await follow.boundingBox())!;
        // On the name's row, a finger's size.
        expect(Math.abs(followBox.y + followBox.height / 2 - (nick.y + nick.height / 2))).toBeLessThanOrEqual(8);
        expect(followBox.height).toBeGreaterThanOrEqual(44);
        // The live card's label and button keep their words on one line ('LIV/E', '방송/보기' were the fear).
        const card = page.getByTestId("station-live");
        expect(await lines(card.getByText("LIVE", { exact: true }))).toBe(1);
        expect(await lines(card.getByRole("link", { name: "방송 보기" }))).toBe(1);
      }
      await expectNoOverflow(page);
    });
  });
}
