// Live listings and the star ranking end to end (000 §2.6, §2.8, §4.2, §4.8), with JS on and off:
// /live/all paging and sort, a live group with its poster category, the sports schedule, and the star
// ranking's '상세정보' (in the card's ⋮ menu) whose favourite toggle sends a guest to login.
import { expect, expectEmptiedListDrawnAgain, isNoJs, servedCardKeys, servedLoaderData, test, withScriptsHeld } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

test("/live/all's cards stay the server's HTML: its data names them only, and a list drawn afresh asks for its cards", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: what the browser keeps of the server's cards");
  // The page's data carries four fields a card (its logs and 'more' links), not the 41 the HTML was made of.
  const data = await servedLoaderData<{ cards: { fields: string[] } }>(page, "/live/all");
  expect(data["routes/live.all"].cards.fields).toEqual(["kind", "key", "id", "userId"]);

  const hydrate = await withScriptsHeld(page);
  await page.goto("/live/all", { waitUntil: "commit" });
  const list = page.getByRole("list", { name: "전체 LIVE" });
  // The first render's cards, then (at the list's end, as the HTML arrives) those waiting for the reader.
  await expect(list.locator(":scope > template")).toBeAttached();
  expect(await servedCardKeys(list)).toHaveLength(60);
  const items = await expectEmptiedListDrawnAgain(list, hydrate);
  await expect(items.first().locator("h3 a")).toHaveAttribute("href", /\/play\/[^/]+\/\d+$/);
});

test("/live/all pages by 60 and sorts; a group's poster selects its category", async ({ page }, testInfo) => {
  await page.goto("/live/all");
  await expect(page).toHaveTitle("전체 LIVE - 스트림온");
  const tabs = page.getByRole("navigation", { name: "라이브 분류" });
  await expect(tabs.getByRole("link")).toHaveText(["전체", "게임", "보이는 라디오", "스포츠"]);
  await expect(tabs.getByRole("link", { name: "전체" })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: "전체 LIVE" });
  // The first page's 60, the first render showing those that fit its budget (e2e/first-render.spec.ts).
  expect(await servedCardKeys(list.first())).toHaveLength(60);

  // Without JS the first '더보기' is the first page's rest (the page whole), which is followed by the next page's.
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("link", { name: "더보기" })).toHaveCount(1);
    await page.getByRole("link", { name: "더보기" }).press("Enter");
    await expect(page).toHaveURL(/\/live\/all\?whole=1#page-1-rest$/);
    await expect(list.first().getByRole("listitem")).toHaveCount(60);
  }
  // From the keyboard: with JS the first page's rest arrives as '더보기' comes into view, and a pointer's click made
  // where the link was a moment before has landed on a card's picture (a new tab, this page unchanged).
  await page.getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(isNoJs(testInfo) ? /\/live\/all\?whole=1&page=2#page-2$/ : /\/live\/all\?page=2#page-2$/);
  await expect(page.locator("#page-2").getByRole("listitem").first()).toBeVisible();

  // A new sort starts again at page 1.
  await page.getByRole("combobox", { name: "정렬" }).selectOption("view_cnt_asc");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "적용" }).click();
  await expect(page).toHaveURL(/\/live\/all\?sort=view_cnt_asc$/);
  await expect(page.locator("#page-2")).toHaveCount(0);

  await tabs.getByRole("link", { name: "게임" }).click();
  await expect(page).toHaveURL("/live/group/game");
  await expect(page).toHaveTitle("게임 LIVE - 스트림온");
  const posters = page.locator("section", { has: page.getByRole("heading", { name: "카테고리" }) });
  await posters.getByRole("link", { name: /^리그 오브 레전드/ }).click();
  await expect(page).toHaveURL("/live/group/game?categoryName=%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C");
  await expect(posters.getByRole("link", { name: /^리그 오브 레전드/ })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("list", { name: "리그 오브 레전드 LIVE" }).getByRole("listitem").first()).toBeVisible();

  // Unknown group types go to /live/all.
  await page.goto("/live/group/music");
  await expect(page).toHaveURL("/live/all");
});

test("/live/group/sports: the HOT banner, today's schedule with its states, periods and winners", async ({ page }) => {
  await page.goto("/live/group/sports");
  await expect(page).toHaveTitle("스포츠 LIVE - 스트림온");
  await expect(page.getByRole("list", { name: "배너" }).getByRole("link", { name: "배너 1" })).toHaveAttribute("href", "/live/group/sports");
  // The HOT text banner: one item at a time, moving on every 2.5 s, by CSS with and without JS: the served
  // page is the one line the hydrated one keeps (a list that shrank at hydration moved the schedule below).
  const region = page.getByRole("region", { name: "스포츠 소식" });
  const hot = region.getByRole("list");
  await expect(hot.getByRole("link")).toHaveCount(3);
  const animation = await hot.evaluate((list) => {
    const style = getComputedStyle(list);
    return `${style.animationName} ${style.animationDuration} ${style.animationTimingFunction}`;
  });
  expect(animation).toBe("sports-hot 7.5s steps(3)");
  const oneLine = await hot
    .getByRole("listitem")
    .first()
    .evaluate((item) => item.getBoundingClientRect().height);
  expect((await region.locator(".sports-hot-window").boundingBox())!.height).toBeCloseTo(oneLine, 0);
  // A reader who asks for less motion gets the items as a still list.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(hot).toHaveCSS("animation-name", "none");
  for (const link of await hot.getByRole("link").all()) await expect(link).toBeInViewport();
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const schedule = page.locator("section", { has: page.getByRole("heading", { name: "오늘의 주요일정" }) });
  await expect(schedule.getByRole("listitem").nth(3)).toBeVisible();
  for (const label of ["18:30 예정", "경기취소", "경기종료", "방송종료", "하이라이트", "5회초", "7회말", "승부차기", "하프타임", "3쿼터", "2세트"]) {
    await expect(schedule.getByText(label, { exact: true }).first()).toBeVisible();
  }
  // An inning in progress links to the live stream; KBO shows the away team first.
  await expect(schedule.getByRole("link", { name: "5회초" })).toHaveAttribute("href", /\/play\/[^/]+\/\d+$/);
  const kbo = schedule.getByRole("article").filter({ hasText: "5회초" });
  await expect(kbo.locator(".sports-team-name")).toHaveText(["LG 트윈스 (원정)", "삼성 라이온즈 (홈)"]);
  await expect(kbo.locator(".sports-winner")).toContainText("삼성 라이온즈");
});

test("star ranking: the ranked lists, '상세정보' and a guest's favourite goes to login", async ({ page, baseURL }) => {
  await page.goto("/star-rank");
  await expect(page).toHaveTitle("별별랭킹 - 스트림온");
  await expect(page.getByRole("heading", { level: 1, name: "별별랭킹" })).toBeVisible();
  await expect(page.getByRole("link", { name: "스트리머 랭킹" })).toBeVisible();
  // The first theme (the top four again) is left out: the carousel shows them (e2e/long-pages.spec.ts).
  await expect(page.getByRole("heading", { level: 2, name: "게임 랭킹" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "지금 가장 뜨거운 방송" })).toHaveCount(0);
  const first = page.getByRole("region", { name: "인기 방송" }).getByRole("listitem").first();
  await expect(first.getByText("1위")).toBeVisible();
  // '상세정보' is in the card's ⋮ menu.
  await first.locator("summary[aria-label$='더보기 메뉴']").click();
  await expect(first.getByText("상세정보")).toBeVisible();
  await expect(first.getByRole("link", { name: "방송국 가기" })).toBeVisible();
  await first.getByRole("button", { name: "즐겨찾기" }).click();
  await expect(page).toHaveURL(/\/login\/login\.php\?szFrom=full&request_uri=/);
  expect(decodeURIComponent(page.url())).toContain(`${baseURL}/star-rank`);
});

test("star ranking on a phone: '뒤로가기' and no global navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/star-rank");
  await expect(page.getByRole("link", { name: "뒤로가기" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeHidden();
});

test("star ranking carousel: moves on by itself every 5 s, by its buttons, and rests when paused", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS the carousel is a strip the user scrolls");
  await page.clock.install();
  await page.goto("/star-rank");
  const carousel = page.getByRole("region", { name: "인기 방송" });
  const strip = carousel.locator("ul").first();
  const scrolled = () => strip.evaluate((list) => list.scrollLeft);
  /** The position once a smooth scroll has come to rest. */
  const settled = async () => {
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await scrolled();
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    return last;
  };
  // Rotating (its strip stops announcing). The page's clock then stops (a minute on, firing what was due
  // once), so that only runFor moves the carousel, however slowly the machine gets here.
  const rotation = carousel.locator("[aria-live]");
  await expect(rotation).toHaveAttribute("aria-live", "off");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  const start = await settled();

  await page.clock.runFor(5_000);
  await expect.poll(scrolled).not.toBe(start);
  const afterAutoplay = await settled();

  await carousel.getByRole("button", { name: "다음" }).click();
  await expect.poll(scrolled).toBeGreaterThan(afterAutoplay);
  await settled();
  await carousel.getByRole("button", { name: "이전" }).click();
  await expect.poll(scrolled).toBe(afterAutoplay);

  await carousel.getByRole("button", { name: "일시정지" }).click();
  await expect(carousel.getByRole("button", { name: "재생" })).toHaveAttribute("aria-pressed", "true");
  // Neither pointed at nor focused: only the pause holds it.
  await carousel.getByRole("button", { name: "재생" }).blur();
  await page.mouse.move(0, 0);
  await expect(rotation).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(15_000);
  expect(await settled()).toBe(afterAutoplay);
  // Played again, it rotates.
  await carousel.getByRole("button", { name: "재생" }).click();
  await page.mouse.move(0, 0);
  await carousel.getByRole("button", { name: "일시정지" }).blur();
  await expect(rotation).toHaveAttribute("aria-live", "off");
  await page.clock.resume();
});
