// Layout on a phone and a desktop. Per width and visitor, tests visit the
// main pages, a group each, in one browser page and measure each: nothing moves while the page loads and
// hydrates (no layout shift), no page is wider than the screen, a row of tabs shows its current tab, short
// captions (counts, dates, nicknames on cards), buttons, form labels and headings stay on one line, a table's
// columns line up, no short word breaks across lines, tab rows stay one row, a collapsed list shows no cut row,
// an open menu stays on the screen, and on a phone every control is at least 44 px. Then the
// phone's own arrangements: home's popup, assistant and mode toggle, the station's actions, banners and card
// pictures.
import { devices, type Page } from "@playwright/test";
import { expect, expectBrowserErrors, isNoJs, test } from "./fixtures";
import { watchLayoutShifts } from "./layout-shifts";

// The device descriptor without its browser choice (the projects run Debian's Chromium).
const { defaultBrowserType: _browser, ...iPhone13 } = devices["iPhone 13"];
const PHONE = { ...iPhone13, viewport: { width: 390, height: 844 } };
/** The smallest phones in use (the header was never narrower than 337 px, and pages scrolled sideways). */
const SMALL_PHONE = { ...iPhone13, viewport: { width: 320, height: 640 } };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const FAQ_WITH_ATTACK = "/help/faq/1050";
const LOL = `/directory/category/${encodeURIComponent("리그 오브 레전드")}/live`;
const GAME_SEARCH = `/search?szKeyword=${encodeURIComponent("게임")}`;
const BROADCAST_SEARCH = `/search?szKeyword=${encodeURIComponent("방송")}`;

// In groups of a few pages, one test each: a test stays well within its time on a busy machine, and the
// groups run side by side.
const GUEST_PAGES = {
  "home and the live lists": ["/", "/live/all", "/live/group/game", "/live/group/sports"],
  "categories and search": [
    "/directory/category",
    LOL,
    LOL.replace(/live$/, "vod"),
    LOL.replace(/live$/, "catch"),
    GAME_SEARCH,
    `${GAME_SEARCH}&szSearchType=vod`,
    // '방송': streamers on air (their 'LIVE'), and posts old enough to show their date.
    `${BROADCAST_SEARCH}&szSearchType=streamer`,
    `${BROADCAST_SEARCH}&szSearchType=post`,
  ],
  "the ranking, help and a station": [
    "/star-rank",
    "/help",
    "/help/faq",
    `/help/search?q=${encodeURIComponent("계정")}`,
    "/station/streamer01",
    "/station/streamer01/post/90000001",
  ],
  "a station's boards, VODs and calendar, a group, an FAQ answer": [
    "/station/streamer01/board",
    "/station/streamer01/vod",
    "/station/streamer01/calendar",
    "/live/group/bora",
    FAQ_WITH_ATTACK,
  ],
  "the help centre's forms": ["/help/inquiry", "/help/report/illegal", "/help/report/content", "/help/chatbot", "/help/objection"],
};
const MEMBER_PAGES = {
  // With the side bar of followed channels beside it from 1280 px: search's two columns narrow most.
  "home, search and favourites": ["/", GAME_SEARCH, "/my/favorite", "/my/subscribe"],
  history: ["/my/history/live", "/my/history/vod", "/my/history/later", "/my/history/story"],
  // A post as a member: its comments' '답글' (issue 72: 24 px wide).
  "the feed and a station": ["/my/feed", "/my/feed/hotissue", "/station/streamer01", "/station/streamer01/post/90000001"],
  "fan, my inquiries": ["/my/fan", "/help/my-inquiry"],
  "managing favourites, writing a post": ["/my/favorite/manage", "/my/history/playlist", "/station/viewer01/post/write"],
};
// The owner's own station, with what only an owner has: a checkbox on each post, the VODs' management, settings.
const OWNER_PAGES = (owner: string) => [`/station/${owner}/board`, `/station/${owner}/vod`, `/station/${owner}/setting/basic`];

/** openMenus: also open every closed disclosure (menus, drawers, accordions) to measure what is inside. */
type Measure = { width: number; phone: boolean; openMenus: boolean };

/**
 * Everything wrong with the page as laid out now, as short lines (empty when it fits). Runs in the page
 * (also without JS: it needs no timers).
 */
function layoutProblems({ width, phone, openMenus }: Measure): string[] {
  const problems: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth !== width) problems.push(`the page is ${scrollWidth} px wide`);

  // Rendered and visible: not in a closed <details>, not hidden, not a 1 px visually hidden text.
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width >= 2 && box.height >= 2 && element.checkVisibility({ visibilityProperty: true });
  };
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  /** Lines of text the element's visible text runs over (visually hidden text does not count). */
  const lines = (element: Element) => {
    const bottoms: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.getBoundingClientRect();
      if (!parent || parent.width <= 1 || parent.height <= 1 || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) bottoms.push(rect.bottom);
    }
    bottoms.sort((a, b) => a - b);
    return bottoms.reduce((count, bottom, index) => (index === 0 || bottom - bottoms[index - 1] > 4 ? count + 1 : count), 0);
  };
  const hasBlockInside = (element: Element) =>
    [...element.querySelectorAll("*")].some((child) => {
      const style = getComputedStyle(child);
      return /^(block|flex|grid|list-item|table)/.test(style.display) && style.position !== "absolute";
    });
  const oneLine = (element: Element, what: string, label = text(element)) => {
    const count = lines(element);
    if (count > 1) problems.push(`${what} '${label}' runs over ${count} lines`);
  };

  // Buttons, disclosure buttons, tabs and links drawn as buttons (a border or a background): a short
  // label stays on one line.
  for (const element of document.querySelectorAll("button, summary, select, [role=tab], nav a, a")) {
    if (!shown(element) || element.closest("h1, h2, h3, h4, [aria-hidden=true]") || hasBlockInside(element)) continue;
    const label = text(element);
    if (!label || label.length > 16) continue;
    if (element.tagName === "A" && !element.closest("nav")) {
      const style = getComputedStyle(element);
      const drawn = parseFloat(style.borderTopWidth) > 0 || !/^rgba\(0, 0, 0, 0\)$|^transparent$/.test(style.backgroundColor);
      if (!drawn) continue;
    }
    oneLine(element, `the control`);
  }
  // A form field's label beside or above it (the help forms' '생년월일(기관·법인번호)' took 2 lines at 1440 px in
  // Debian's full Chromium; the suite's headless shell fits it either way).
  for (const element of document.querySelectorAll("main form label")) {
    const label = text(element);
    if (shown(element) && label.length <= 16 && !element.querySelector("input")) oneLine(element, "the label");
  }
  // A table laid out as a card a row (my inquiries on a phone): a column's cells line up from row to row.
  for (const table of document.querySelectorAll("main table")) {
    const rows = [...table.querySelectorAll("tbody tr")].filter(shown);
    if (rows.length < 2 || getComputedStyle(rows[0]).display !== "grid") continue;
    const lefts = (column: number) => new Set(rows.map((row) => Math.round(row.children[column]?.getBoundingClientRect().left ?? 0)));
    for (let column = 0; column < rows[0].children.length; column++)
      if (lefts(column).size > 1) problems.push(`the table's column ${column + 1} does not line up (${[...lefts(column)].join(", ")} px)`);
  }
  // Counts and dates, and each part of a card's caption line (nickname, badges, views, date).
  for (const element of document.querySelectorAll("main :is(span, time, strong, dd)")) {
    if (!shown(element) || element.children.length > 1) continue;
    const label = text(element);
    if (label && label.length <= 14 && /\d/.test(label)) oneLine(element, "the caption");
  }
  // A caption that wraps between its parts begins no line with a separator ('· 2026-11-20'): the '·' drawn
  // before a part that begins a line must be out of sight (drawn left of the caption, which clips it).
  for (const part of document.querySelectorAll("main span")) {
    const separator = getComputedStyle(part, "::before");
    const previous = part.previousElementSibling;
    if (!separator.content.includes("·") || !shown(part) || !previous || !shown(previous)) continue;
    const box = part.getBoundingClientRect();
    if (box.top < previous.getBoundingClientRect().bottom - 1) continue; // on the line of the part before it
    const caption = part.parentElement!;
    const clipped = /clip|hidden/.test(getComputedStyle(caption).overflowX);
    // A positioned separator ends `right` px left of the part's right edge; an unpositioned one starts the part.
    const drawnUntil = separator.position === "absolute" ? box.right - parseFloat(separator.right) : box.left + 1;
    if (!clipped || drawnUntil > caption.getBoundingClientRect().left + 0.5)
      problems.push(`the caption '${text(caption).slice(0, 30)}' begins a line with its separator`);
  }
  // No short word breaks across lines (a squeezed box's one syllable a line): the page keeps Korean words
  // whole (word-break: keep-all) and breaks one only when it is wider than its line (a long address).
  const broken = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !shown(parent) || parent.closest(".visually-hidden, [aria-hidden=true]")) continue;
    for (const word of node.textContent!.matchAll(/(?<!\S)\S{2,12}(?!\S)/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.add(word[0]);
    }
  }
  for (const word of broken) problems.push(`the word '${word}' breaks across lines`);
  // Short headings ('검색결과' beside its buttons, a section's title): whole words, on one line.
  for (const element of document.querySelectorAll("main :is(h1, h2, h3)")) {
    // What shows: the phone's title, not the desktop's beside it that CSS hides.
    const shownText = (element as HTMLElement).innerText.replace(/\s+/g, " ").trim();
    if (shown(element) && shownText.length <= 12) oneLine(element, "the heading", shownText);
  }
  for (const element of document.querySelectorAll("article[data-card-key] :is(h2, h3, h4) + p > *")) {
    if (shown(element)) oneLine(element, "the card caption");
  }

  // Rows of tabs stay one row.
  for (const name of ["MY 메뉴", "검색 결과 분류"]) {
    const tops = [...document.querySelectorAll(`nav[aria-label="${name}"] li`)].filter(shown).map((item) => Math.round(item.getBoundingClientRect().top));
    if (new Set(tops).size > 1) problems.push(`the tabs '${name}' wrap to ${new Set(tops).size} rows`);
  }
  // A row of tabs that scrolls sideways shows its current tab whole, not cut by the row's edge.
  for (const current of document.querySelectorAll('[aria-current="page"]')) {
    if (!shown(current)) continue;
    for (let row = current.parentElement; row && row !== document.body; row = row.parentElement) {
      if (row.scrollWidth <= row.clientWidth || !/auto|scroll/.test(getComputedStyle(row).overflowX)) continue;
      const box = current.getBoundingClientRect();
      const rowBox = row.getBoundingClientRect();
      if (box.left < rowBox.left - 1 || box.right > rowBox.right + 1) problems.push(`the current tab '${text(current)}' is cut by its row's edge`);
      break;
    }
  }
  // A collapsed list shows whole rows only (the feed's favourites, 117 px).
  for (const list of document.querySelectorAll('nav[aria-label="즐겨찾기 스트리머"] ul')) {
    const box = list.getBoundingClientRect();
    for (const item of list.querySelectorAll(":scope > li")) {
      const itemBox = item.getBoundingClientRect();
      if (itemBox.top < box.bottom - 1 && itemBox.bottom > box.bottom + 1) problems.push(`a favourite '${text(item)}' is cut by the list's edge`);
    }
  }

  // On a phone every control is at least a finger's size (44 px): links, buttons, disclosures and form
  // fields, a checkbox itself (issue 72: 13 and 20 px beside 44 px labels) and a card's title (18 px). What counts
  // is what a finger can press: a radio button's label, and for a link stretched over its row (an absolute
  // ::after) the row. Left out: a link inside running text (WCAG's inline exception). A title whose item has a larger
  // link to the same place (its picture) counts too (issue 72): a finger aims at the words.
  // The menus, the drawer and the accordions (disclosures, CSS alone without JS) are opened first: an open one
  // stays on the screen, and its items are measured too. Opened here and measured at once, before any script
  // could answer their toggle.
  if (openMenus) {
    for (const disclosure of document.querySelectorAll("details:not([open])")) (disclosure as HTMLDetailsElement).open = true;
    const openWidth = document.documentElement.scrollWidth;
    if (openWidth !== width) problems.push(`with its menus open the page is ${openWidth} px wide`);
    for (const content of document.querySelectorAll("details[open] > :not(summary)")) {
      const summary = content.parentElement!.querySelector(":scope > summary")?.getBoundingClientRect();
      // A menu of a card scrolled out of its row (a carousel) is not on the screen to begin with.
      if (!summary || summary.left < 0 || summary.right > width) continue;
      const box = content.getBoundingClientRect();
      if (box.width > 2 && (box.left < -1 || box.right > width + 1)) problems.push(`the menu '${text(content).slice(0, 24)}' runs off the screen`);
    }
  }
  if (phone) {
    const pressable = (element: Element): Element => {
      if (element instanceof HTMLInputElement && element.type === "radio") return element.labels?.[0] ?? element;
      const after = getComputedStyle(element, "::after");
      if (after.position === "absolute" && after.content !== "none" && element instanceof HTMLElement && element.offsetParent) return element.offsetParent;
      return element;
    };
    const inRunningText = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const parent = element.parentElement!;
      return [...parent.childNodes].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    };
    for (const element of document.querySelectorAll("a[href], button, summary, select, textarea, input:not([type=hidden])")) {
      if (!shown(element) || element.closest("[aria-hidden=true], .visually-hidden") || inRunningText(element)) continue;
      const box = pressable(element).getBoundingClientRect();
      if (box.width < 44 || box.height < 44)
        problems.push(
          `'${text(element).slice(0, 24) || element.getAttribute("aria-label") || element.getAttribute("name")}' is ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
    }
  }
  return [...new Set(problems)].slice(0, 20);
}

/**
 * What the first screen still waits for: its first paint (the shifts are counted from it; 'load' may come
 * before it), its pictures and the fonts. Runs in the page, also without JS.
 */
function firstScreenLoading(): string[] {
  // Seen: rendered (not in a closed list's hidden rows), inside the screen and inside every box that clips it
  // (a row that scrolls sideways loads the pictures of its hidden cards only when they scroll in).
  const onScreen = (picture: HTMLImageElement) => {
    if (!picture.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
    const seen = picture.getBoundingClientRect().toJSON() as { top: number; right: number; bottom: number; left: number };
    const clip = (box: { top: number; right: number; bottom: number; left: number }) => {
      seen.top = Math.max(seen.top, box.top);
      seen.left = Math.max(seen.left, box.left);
      seen.bottom = Math.min(seen.bottom, box.bottom);
      seen.right = Math.min(seen.right, box.right);
    };
    clip({ top: 0, left: 0, bottom: innerHeight, right: innerWidth });
    for (let box = picture.parentElement; box; box = box.parentElement) if (getComputedStyle(box).overflow !== "visible") clip(box.getBoundingClientRect());
    return seen.bottom > seen.top && seen.right > seen.left;
  };
  const waiting = [...document.images].filter((picture) => !picture.complete && onScreen(picture)).map((picture) => picture.currentSrc || picture.src);
  if (document.fonts.status !== "loaded") waiting.push("the fonts");
  if (!performance.getEntriesByName("first-paint").length) waiting.push("the first paint");
  return waiting;
}

/**
 * A width's pages are measured once for both projects, with JS: each page is the server's HTML (all the no-JS
 * project shows) until it hydrates, and the shifts are watched from its first paint through hydration; its
 * menus (CSS disclosures either way) are opened for the measure as without JS. Measured again in the no-JS
 * project, the same HTML cost the suite a second load of every page.
 */
function measuredOnceWithJs() {
  test.skip(isNoJs(test.info()), "measured once, with JS: the server's HTML, then hydrated");
}

async function measurePages(page: Page, urls: string[], measure: Measure) {
  const found: Record<string, string[]> = {};
  const layoutShifts = await watchLayoutShifts(page);
  for (const url of urls) {
    await page.goto(url);
    // The first screen is painted, with its pictures (with JS: hydrated and past the first input, fixtures.ts).
    // Not 'networkidle': on a loaded CI machine it once never came, and the test waited out its two minutes.
    await expect.poll(() => page.evaluate(firstScreenLoading), { message: `the first screen of ${url}` }).toEqual([]);
    // The shifts first: the measuring may open the page's menus.
    const shifts = await layoutShifts.take();
    const problems = [...(await page.evaluate(layoutProblems, measure)), ...shifts];
    if (problems.length) found[url] = problems;
  }
  expect(found).toEqual({});
}

for (const [label, device, width] of [
  ["a small phone", SMALL_PHONE, 320],
  ["a phone", PHONE, 390],
  ["a desktop", DESKTOP, 1440],
] as const) {
  test.describe(`on ${label} (${width} px)`, () => {
    test.use(device);

    for (const [group, urls] of Object.entries(GUEST_PAGES))
      test(`every main page fits ${width} px for a guest, with one-line captions and buttons: ${group}`, async ({ page }) => {
        // The pages are checked with axe by the tests of their own areas.
        measuredOnceWithJs();
        test.info().annotations.push({ type: "skip-axe" });
        // The seeded FAQ answer carries a stored attack (reference-upstream/seed/help-content.ts) whose <img src="x">
        // the sanitiser keeps without its onerror: a picture at no address (a finding of issue 73 item 7, not fixed here).
        if (urls.includes(FAQ_WITH_ATTACK)) expectBrowserErrors(/status of 404 .*\/help\/faq\/x\)$/);
        await measurePages(page, urls, { width, phone: width < 768, openMenus: true });
      });

    for (const [group, urls] of Object.entries(MEMBER_PAGES))
      test(`every main page fits ${width} px for a member, with one-line captions and buttons: ${group}`, async ({ page, upstream }) => {
        measuredOnceWithJs();
        test.info().annotations.push({ type: "skip-axe" });
        await upstream.loginAs("viewer01");
        await measurePages(page, urls, { width, phone: width < 768, openMenus: true });
      });

    test(`the owner's station fits ${width} px, with one-line captions and buttons`, async ({ page, upstream }) => {
      measuredOnceWithJs();
      test.info().annotations.push({ type: "skip-axe" });
      const owner = await upstream.loginAs("streamer01");
      await measurePages(page, OWNER_PAGES(owner), { width, phone: width < 768, openMenus: true });
    });
  });
}

// The app's webview (a phone): its own parts (the star ranking's '뒤로가기', deep links in place of new tabs)
// and the member's pages it opens most.
test.describe("in the app's webview on a phone (390 px)", () => {
  test.use({ ...PHONE, userAgent: `${PHONE.userAgent} StreamOnApp/8.16.0` });

  test("a member's pages fit, with one-line captions and buttons", async ({ page, upstream }) => {
    measuredOnceWithJs();
    test.info().annotations.push({ type: "skip-axe" });
    await upstream.loginAs("viewer01");
    await measurePages(page, ["/", "/star-rank", "/my/feed", "/live/group/sports", "/station/streamer01"], {
      width: 390,
      phone: true,
      openMenus: true,
    });
    // They were the app's pages: the station's links are deep links.
    await expect(page.locator('a[href^="streamon://browser/station"]').first()).toBeAttached();
  });
});

// Between the phone and the desktop (an unfolded phone, tablets): the header, a member's being the widest (the
// menu's links, the search box and the name), fits one line (at 768 px its links broke a syllable a line); a
// narrow card's menu stays on the screen (Catch, four columns at 600 px); the category search's row holds still.
for (const width of [600, 768, 1024])
  test(`on a ${width} px screen a member's pages fit, with one-line captions and buttons`, async ({ page, upstream }) => {
    measuredOnceWithJs();
    test.info().annotations.push({ type: "skip-axe" });
    await page.setViewportSize({ width, height: 900 });
    await upstream.loginAs("viewer01");
    await measurePages(page, ["/my/favorite", "/directory/category"], { width, phone: false, openMenus: true });
  });

test.describe("on a phone", () => {
  test.use({ ...PHONE, promoPopups: true });

  test("home's popup, assistant and mode toggle sit in the flow above the content, each reachable and closable", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    await page.goto("/");
    const popup = page.getByTestId("promo-popup");
    const dock = page.getByTestId("assistant-dock");
    const toggle = page.getByRole("group", { name: "홈 보기 방식" });
    for (const control of [popup, dock, toggle]) {
      await expect(control).toBeVisible();
      // Within the screen's width, near the top, and over nothing: whatever it overlaps is its own.
      const covered = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // The page's content: cards, links, buttons, pictures, headings, texts.
        const overlaps = [...document.querySelectorAll("main :is(article, li, a, button, img, h2, h3, p, input, select, summary)")].filter((other) => {
          if (other.contains(element) || element.contains(other)) return false;
          const rect = other.getBoundingClientRect();
          if (rect.width < 2 || rect.height < 2) return false;
          return rect.left < box.right - 1 && rect.right > box.left + 1 && rect.top < box.bottom - 1 && rect.bottom > box.top + 1;
        });
        return {
          box: { left: box.left, right: box.right, top: box.top + window.scrollY },
          overlaps: overlaps.slice(0, 3).map((other) => other.outerHTML.slice(0, 80)),
        };
      });
      expect(covered.overlaps).toEqual([]);
      expect(covered.box.left).toBeGreaterThanOrEqual(0);
      expect(covered.box.right).toBeLessThanOrEqual(390);
      expect(covered.box.top).toBeLessThan(844);
    }
    // The cards start below them.
    const bottoms = await Promise.all([popup, dock, toggle].map(async (control) => (await control.boundingBox()) ?? { y: 0, height: 0 }));
    const firstCard = await page.locator("main article[data-card-key]").first().boundingBox();
    expect(firstCard?.y ?? 0).toBeGreaterThanOrEqual(Math.max(...bottoms.map((box) => box.y + box.height)));

    await popup.getByRole("button", { name: "닫기" }).click();
    await expect(popup).toHaveCount(0);
    await page.getByRole("button", { name: "AI 어시스턴트 끄기" }).click();
    await expect(dock).toHaveCount(0);
    await expect(page.getByRole("button", { name: "AI 어시스턴트 켜기" })).toBeVisible();
  });

  test("a station offers its actions: 쪽지 (the mobile note page), 즐겨찾기, 알림, 방송국 정보 and 선물하기", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    await page.goto("/station/hyunkang200");
    const actions = page.getByTestId("station-mobile-actions");
    await expect(page.getByRole("complementary", { name: "방송국 메뉴" })).toBeHidden();
    await expect(actions.getByRole("link", { name: /쪽지/ })).toHaveAttribute("href", /\/#\/note\/write2\/hyunkang200$/);

    await actions.getByRole("button", { name: /즐겨찾기/ }).click();
    await expect(actions.getByRole("link", { name: /즐겨찾기 해제/ })).toBeVisible();
    await actions.getByRole("button", { name: /알림 켜기/ }).click();
    await expect(actions.getByRole("button", { name: /알림 끄기/ })).toHaveAttribute("aria-pressed", "true");
    // Removing the favourite asks first, in a dialog the phone shows.
    await actions.getByRole("link", { name: /즐겨찾기 해제/ }).click();
    const confirm = page.getByRole("dialog", { name: "즐겨찾기 삭제" });
    await confirm.getByRole("button", { name: "확인" }).click();
    await expect(actions.getByRole("button", { name: /즐겨찾기/ })).toBeVisible();

    await actions.getByText("선물하기", { exact: true }).click();
    for (const name of ["구독", "스티커 선물", "애드벌룬 선물"]) await expect(actions.getByRole("link", { name, exact: true })).toBeVisible();

    await actions.getByRole("link", { name: "방송국 정보" }).click();
    const layer = page.getByRole("dialog", { name: "스트리머 정보" });
    await expect(layer).toBeVisible();
    const box = await layer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await layer.getByRole("link", { name: "닫기" }).click();
    await expect(layer).toHaveCount(0);
    expect(page.url()).not.toContain("layer=");
  });

  test("on a 360 px phone, where 선물하기 wraps to the start of a row, its list stays on the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/station/streamer01");
    const actions = page.getByTestId("station-mobile-actions");
    const gift = actions.getByText("선물하기", { exact: true });
    expect((await gift.boundingBox())!.x).toBeLessThan(60);
    await gift.click();
    for (const name of ["구독", "스티커 선물", "애드벌룬 선물"]) {
      const box = (await actions.getByRole("link", { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
    }
  });
});

test.describe("on a desktop", () => {
  test.use(DESKTOP);

  test("group banners show their whole picture at its own proportions", async ({ page }) => {
    for (const url of ["/live/group/game", "/live/group/sports"]) {
      await page.goto(url);
      const pictures = page.getByRole("list", { name: "배너" }).locator("img");
      await expect(pictures.first()).toBeVisible();
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const { drawn, natural, fit } = await picture.evaluate((image: HTMLImageElement) => ({
          drawn: image.clientWidth / image.clientHeight,
          natural: image.naturalWidth / image.naturalHeight,
          fit: getComputedStyle(image).objectFit,
        }));
        expect(Math.abs(drawn - natural) / natural, `${url}: drawn ${drawn.toFixed(2)}:1, the picture is ${natural.toFixed(2)}:1 (${fit})`).toBeLessThan(0.02);
      }
    }
  });

  test("adult and password live cards show their category's placeholder; a picture that fails shows the default thumbnail", async ({ page, upstream }) => {
    // Live thumbnails fail to load (before any was cached).
    await upstream.fault({ path: "/img/m/", kind: "status", status: 404 });
    // The page whole: the adult and password broadcasts are below the first render's budget.
    await page.goto("/live/all?whole=1");
    for (const type of ["ADULT", "LOCK"]) {
      const card = page.locator(`article[data-kind="live"]:has([data-thumbnail-type="${type}"])`).first();
      await expect(card).toBeVisible();
      const placeholder = card.locator(`[data-thumbnail-type="${type}"]`);
      // The category's name on the placeholder, no generic picture.
      await expect(placeholder).toHaveText(/\S/);
      await expect(placeholder.locator("img")).toHaveCount(0);
    }

    // Without JS nothing swaps a failed picture: the default thumbnail covers the browser's broken-image
    // icon (drawn by CSS). With JS the picture is replaced by the default.
    const picture = page.locator('article[data-kind="live"] img[data-testid="card-thumbnail"]').first();
    if (!isNoJs(test.info())) {
      await expect(picture).toHaveAttribute("src", "/images/thumb-default.svg");
      return;
    }
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0)).toBe(true);
    const cover = await picture.evaluate((image: HTMLImageElement) => {
      const style = getComputedStyle(image, "::after");
      return { content: style.content, position: style.position, inset: style.inset, background: style.backgroundImage };
    });
    expect(cover).toMatchObject({ position: "absolute", inset: "0px" });
    expect(cover.content).not.toBe("none");
    expect(cover.background).toContain("/images/thumb-default.svg");
  });
});
