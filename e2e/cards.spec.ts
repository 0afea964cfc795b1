// One card system, at 390 px (a phone, emulated) and 1440 px, JS on and off:
// live and VOD cards carry the streamer's avatar, captions are one line ending in an ellipsis, Catch pictures
// sit in one 9:16 frame (two columns on a phone), tap targets are at least 44 × 44, the picture says where a
// card leads and the player opens in a new tab on the web (a deep link in the app), and every icon is an SVG
// of the one sprite with its control named, no text symbol left.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, onlyWithoutJs, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const WIDTHS = [
  { name: "at 390 px", width: 390, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: "at 1440 px", width: 1440, use: { viewport: { width: 1440, height: 900 } } },
] as const;

const APP_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0";
const SYMBOLS = /[☰✉☆★🔔🔕👍🔥👤⋮×‹›↗▾▶✓]/u;

/** Live and VOD cards laid out (a grid limited to rows hides the rest) and wide enough for the avatar column. */
const laidOut = (page: Page) => page.locator('article[data-kind="live"], article[data-kind="vod"]').filter({ visible: true });

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
}

/** The title of each card in `cards`: one line (height ≤ 1.5 × line height), cut with an ellipsis. */
async function oneLineTitles(cards: Locator) {
  const titles = await cards.locator(":is(h2, h3, h4)").evaluateAll((nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      return { height: node.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight), overflow: style.textOverflow, wrap: style.whiteSpace };
    }),
  );
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    expect(title.height).toBeLessThanOrEqual(title.lineHeight * 1.5);
    expect(title).toMatchObject({ overflow: "ellipsis", wrap: "nowrap" });
  }
}

/** On every live card laid out, the time on air (titled with its start time) and the viewer count along the
 * picture's foot do not overlap, and both are on one line (a narrow card cuts the time with an ellipsis). */
async function chipsApart(page: Page) {
  const chips = await page
    .locator('article[data-kind="live"]')
    .filter({ visible: true })
    .evaluateAll((cards) =>
      cards.map((card) => {
        const started = card.querySelector('span[title$="방송시작"]');
        const count = card.querySelector("svg.icon")!.parentElement!;
        const [a, b] = [started?.getBoundingClientRect(), count.getBoundingClientRect()];
        return {
          overlap: a ? a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom : false,
          lines: started?.getClientRects().length ?? 1,
        };
      }),
    );
  expect(chips.length).toBeGreaterThan(0);
  expect(chips.filter((chip) => chip.overlap)).toEqual([]);
  expect(chips.filter((chip) => chip.lines !== 1)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    for (const path of ["/", "/live/all", "/star-rank"]) {
      test(`${path}: every live and VOD card shows its streamer's avatar, one-line titles, start time and count apart, no sideways scroll`, async ({
        page,
      }, testInfo) => {
        onlyWithoutJs(testInfo);
        await page.goto(path);
        const all = page.locator('article[data-kind="live"], article[data-kind="vod"]');
        const count = await all.count();
        expect(count).toBeGreaterThan(5);
        // Every card has the avatar in its markup …
        await expect(all.locator('a[href^="/station/"] img')).toHaveCount(count);
        // … and every one laid out shows it, 36 px round, its picture loaded.
        const cards = laidOut(page);
        for (const card of (await cards.all()).slice(0, 8)) {
          const avatar = card.locator('a[href^="/station/"] img').first();
          await avatar.scrollIntoViewIfNeeded();
          await expect(avatar).toBeVisible();
          const box = (await avatar.boundingBox())!;
          expect(Math.round(box.width)).toBe(36);
          expect(Math.round(box.height)).toBe(36);
          await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        }
        await oneLineTitles(cards);
        // The live count sits beside its viewer icon, of a non-zero size.
        const liveCount = page.locator('article[data-kind="live"]').filter({ visible: true }).first().locator("svg.icon").first();
        const icon = (await liveCount.boundingBox())!;
        expect(icon.width).toBeGreaterThan(0);
        expect(icon.height).toBeGreaterThan(0);
        await chipsApart(page);
        await noOverflow(page);
      });
    }

    test("Catch pictures share one 9:16 frame and rows line up; two columns on a phone", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo);
      await page.goto("/");
      const catches = page.locator('article[data-kind="catch"]');
      await catches.first().scrollIntoViewIfNeeded();
      const pictures = await catches.locator("[data-testid=card-thumbnail]").evaluateAll((nodes) =>
        nodes
          .map((node) => node.closest("a, button")!.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => ({ left: box.left, top: box.top, width: box.width, height: box.height })),
      );
      expect(pictures.length).toBeGreaterThanOrEqual(4);
      for (const box of pictures) expect(Math.abs(box.width / box.height - 9 / 16) / (9 / 16)).toBeLessThan(0.02);
      // One row: the same top for every card, the same height.
      for (const box of pictures) {
        expect(Math.abs(box.top - pictures[0].top)).toBeLessThan(1);
        expect(Math.abs(box.height - pictures[0].height)).toBeLessThan(1);
      }
      const inView = pictures.filter((box) => box.left >= 0 && box.left + box.width <= width.width + 0.5);
      if (width.width === 390) expect(inView.length).toBe(2);
      else expect(inView.length).toBeGreaterThan(2);
      await oneLineTitles(catches.filter({ visible: true }));
      await noOverflow(page);
    });

    test("card menus, station links and the account menu are at least 44 × 44", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo);
      await upstream.loginAs("viewer01");
      await page.goto("/");
      const card = laidOut(page).first();
      const targets = [card.locator("summary[aria-label]"), card.locator('p a[href^="/station/"]').first(), page.getByLabel("데모시청자님 메뉴")];
      for (const target of targets) {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        expect(box.width, await target.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
        expect(box.height, await target.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      // The larger targets never cover the card's title link.
      const title = card.locator(":is(h2, h3, h4) a");
      await title.scrollIntoViewIfNeeded();
      const box = (await title.boundingBox())!;
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? "", {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit).toBe(await title.textContent());
      await noOverflow(page);
    });

    test("a card's picture says '플레이어로 이동' under focus and hover; the player opens in a new tab", async ({ page }, testInfo) => {
      await page.goto("/live/all");
      const card = laidOut(page).first();
      const cue = card.getByTestId("play-cue");
      await expect(cue).toHaveText("플레이어로 이동");
      await expect(cue.locator("svg.icon")).toHaveCount(1);
      const title = card.locator("h3 a");
      await expect(title).toHaveAttribute("target", "_blank");
      await expect(title).toHaveAttribute("rel", "noopener");
      await expect(card.locator("a[aria-hidden=true]").first()).toHaveAttribute("target", "_blank");
      if (!isNoJs(testInfo)) {
        await expect(cue).toHaveCSS("opacity", "0");
        await title.focus();
        await expect(cue).toHaveCSS("opacity", "1");
        await title.blur();
        await expect(cue).toHaveCSS("opacity", "0");
        if (width.width === 1440) {
          await card.locator("[data-testid=card-thumbnail]").hover();
          await expect(cue).toHaveCSS("opacity", "1");
        }
      }
      const href = (await title.getAttribute("href"))!;
      expect(href).toMatch(/\/play\/[^/]+\/\d+$/);
      const [player] = await Promise.all([page.waitForEvent("popup"), title.click()]);
      await player.waitForLoadState("domcontentloaded");
      expect(player.url()).toBe(href);
      // The portal stays where it was.
      expect(new URL(page.url()).pathname).toBe("/live/all");
      await player.close();
    });

    test("inside the app a card opens its deep link in place, no new tab", async ({ browser, baseURL }, testInfo) => {
      const context = await browser.newContext({ ...width.use, userAgent: APP_UA, javaScriptEnabled: !isNoJs(testInfo), baseURL });
      const page = await context.newPage();
      await page.goto("/live/all");
      const title = page.locator('article[data-kind="live"] h3 a').first();
      await expect(title).toHaveAttribute("href", /^streamon:\/\/player\/live\?/);
      await expect(title).not.toHaveAttribute("target", /.+/);
      await expect(page.locator('article[data-kind="live"] a[target]')).toHaveCount(0);
      await context.close();
    });

    for (const path of ["/", "/my/favorite", "/station/streamer01", `/search?szKeyword=${encodeURIComponent("게임")}`, "/help"]) {
      test(`${decodeURIComponent(path)}: no text-symbol icons; SVG icons of a size, every icon-only control named`, async ({ page, upstream }, testInfo) => {
        onlyWithoutJs(testInfo);
        await upstream.loginAs("viewer01");
        await page.goto(path);
        const text = await page.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(SYMBOLS);
        const sprite = await (await page.request.get("/icons.svg")).text();
        const icons = await page.locator("svg.icon").evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            const shown = node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
            return {
              shown,
              width: box.width,
              height: box.height,
              ref: node.querySelector("use")?.getAttribute("href") ?? "",
              hidden: node.getAttribute("aria-hidden"),
            };
          }),
        );
        expect(icons.length).toBeGreaterThan(0);
        // The help centre's only icon is scroll-to-top, shown once the page has scrolled.
        if (path !== "/help") expect(icons.filter((icon) => icon.shown).length).toBeGreaterThan(0);
        for (const icon of icons) {
          // The sprite's versioned address (the build writes the version; server/sprite-version.mjs).
          expect(icon.ref).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}#[a-z-]+$/);
          expect(sprite, icon.ref).toContain(`<symbol id="${icon.ref.split("#")[1]}"`);
          expect(icon.hidden).toBe("true");
          if (icon.shown) {
            expect(icon.width, icon.ref).toBeGreaterThan(0);
            expect(icon.height, icon.ref).toBeGreaterThan(0);
          }
        }
        // A control whose only content is an icon is named by its own label.
        const unnamed = await page
          .locator(":is(a, button, summary):has(svg.icon)")
          .evaluateAll((nodes) =>
            nodes.filter((node) => !(node.textContent ?? "").trim() && !node.getAttribute("aria-label")?.trim()).map((node) => node.outerHTML.slice(0, 120)),
          );
        expect(unnamed).toEqual([]);
        // Icons CSS draws (a link's arrow, a menu's caret, the chosen theme's check) are the sprite's views,
        // never a text symbol in `content`.
        const pseudo = await page.evaluate(() =>
          [...document.querySelectorAll("body *")].flatMap((node) =>
            ["::before", "::after"].map((which) => {
              const style = getComputedStyle(node, which);
              return { content: style.content, image: `${style.maskImage} ${style.backgroundImage}` };
            }),
          ),
        );
        expect(pseudo.filter((entry) => SYMBOLS.test(entry.content)).map((entry) => entry.content)).toEqual([]);
        for (const view of new Set(pseudo.flatMap((entry) => [...entry.image.matchAll(/icons\.svg\?v=[0-9a-f]{10}#([\w-]+)/g)].map((match) => match[1])))) {
          expect(sprite, view).toContain(`<view id="${view}"`);
        }
      });
    }

    test("the station's post menu (⋮) and its layer's close (×) are sprite icons, named, 44 × 44 px", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo);
      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01/post/90000001?layer=info");
      const menu = page.locator("main summary[aria-label$=' 메뉴']").first();
      const close = page.getByRole("dialog", { name: "스트리머 정보" }).getByRole("link", { name: "닫기" });
      for (const [control, icon] of [
        [menu, "more"],
        [close, "close"],
      ] as const) {
        await expect(control).toBeVisible();
        await expect(control.locator("svg.icon use")).toHaveAttribute("href", new RegExp(`^/icons\\.svg\\?v=[0-9a-f]{10}#${icon}$`));
        expect((await control.getAttribute("aria-label"))?.trim()).toBeTruthy();
        expect((await control.textContent())?.trim()).toBe("");
        const box = (await control.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  });
}

// Issue 51 item 4, at 320, 390 and 1440 px, JS on and off: live cards name their category and show their time on
// air as the peers do (the start time is its title); home's preview slides read as the grid's cards; a picture on
// its way is a plain block of the skeletons' tone, not the default thumbnail's play sign.
for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(`${width.name}`, () => {
    test.use(width.use);

    test("a live card names its category and its time on air, its start time the title", async ({ page }) => {
      await page.goto("/live/all");
      const cards = page.locator('article[data-kind="live"]');
      await expect(cards.first()).toBeVisible();
      const shown = await cards.evaluateAll((all) =>
        all.slice(0, 8).map((card) => {
          const chip = card.querySelector('span[title$="방송시작"]');
          const caption = card.querySelector(":is(h2, h3, h4) + p")!;
          // The caption's parts after the station link: the category.
          const parts = [...caption.children].filter((part) => part.tagName === "SPAN").map((part) => part.textContent!.trim());
          return { onAir: chip?.textContent ?? null, title: chip?.getAttribute("title") ?? null, parts };
        }),
      );
      for (const card of shown) {
        expect(card.onAir).toMatch(/^(\d+시간 )?\d+분$/);
        expect(card.title).toMatch(/^\d{2}-\d{2} \d{2}:\d{2} 방송시작$/);
      }
      // The category where the broadcast has one (most do): a word, not a number.
      const named = shown.filter((card) => card.parts.some((part) => /[가-힣A-Za-z]/.test(part)));
      expect(named.length).toBeGreaterThanOrEqual(6);
      await noOverflow(page);
    });

    test("home's preview slides read as the grid's cards: the avatar, the nickname plain, the count on the picture, a star", async ({ page }) => {
      await page.goto("/");
      const slide = page.locator("[data-broad-no]").filter({ visible: true }).first();
      await expect(slide).toBeVisible();
      const avatar = slide.locator('a[href^="/station/"] img');
      await expect(avatar).toBeVisible();
      expect(await avatar.boundingBox()).toMatchObject({ width: 36, height: 36 });
      const nick = slide.locator('p a[href^="/station/"]');
      expect(await nick.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe("none");
      // The viewer count on the picture, not after the nickname.
      const picture = (await slide.locator("a[aria-hidden=true] img").first().boundingBox())!;
      const count = (await slide.locator("[data-viewers]").boundingBox())!;
      expect(count.y).toBeGreaterThan(picture.y);
      expect(count.y + count.height).toBeLessThanOrEqual(picture.y + picture.height);
      // The favourite is a star of a finger's size, named for screen readers.
      const favourite = slide.getByRole("button", { name: /즐겨찾기/ });
      await expect(favourite.locator("svg.icon use")).toHaveAttribute("href", /#star(-filled)?$/);
      const box = (await favourite.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await favourite.evaluate((button) => getComputedStyle(button).borderTopWidth)).toBe("0px");
    });

    test("a picture on its way is a plain block of the skeletons' tone, without the play sign", async ({ page, upstream }) => {
      // The pictures never come (a slow line).
      await page.route(`${upstream.url}/img/**`, () => {});
      await page.goto("/live/all", { waitUntil: "domcontentloaded" });
      const thumb = page.locator('article[data-kind="live"] [data-testid="card-thumbnail"]').first().locator("xpath=..");
      await expect(thumb).toBeVisible();
      const look = await thumb.evaluate((element) => ({
        image: getComputedStyle(element).backgroundImage,
        colour: getComputedStyle(element).backgroundColor,
      }));
      expect(look.image).toBe("none");
      expect(look.colour).not.toBe("rgba(0, 0, 0, 0)");
      // The cue under the pointer is not shown (it fades out as the styles arrive).
      const cue = thumb.locator("xpath=..").getByTestId("play-cue");
      await expect.poll(() => cue.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    });
  });
