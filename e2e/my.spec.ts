// The My area end to end (001 §2.1–2.6), with JS on and off: login required, pins, groups, '스트리머 관리',
// not-recommend, history deletes after their confirmations, watch later, UP, playlists and own posts.
// Every change is checked again after a reload, so it is the upstream's state, not the page's.
import type { Page } from "@playwright/test";
import { expect, isNoJs, test, upstreamUrl } from "./fixtures";

const cards = (page: Page) => page.locator("article[data-card-key]");

async function openMenu(page: Page, index = 0) {
  const card = cards(page).nth(index);
  await card.locator("summary").first().click();
  return card;
}

/** Confirms the open confirmation (a modal with JS, a page without). */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "확인" }).click();
}

const toast = (page: Page, text: string) => expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();

test("a guest is sent to login and comes back to the My page", async ({ page, baseURL }) => {
  await page.goto("/my/history/vod?sort=read_cnt");
  await expect(page).toHaveURL(new RegExp(`^${upstreamUrl(baseURL!)}/login/login\\.php\\?szFrom=full&request_uri=`));
  expect(new URL(page.url()).searchParams.get("request_uri")).toBe(`${baseURL}/my/history/vod?sort=read_cnt`);
  await page.getByRole("button", { name: /데모시청자 \(viewer01\)/ }).click();
  await expect(page).toHaveURL(`${baseURL}/my/history/vod?sort=read_cnt`);
  await expect(page).toHaveTitle("기록 - 스트림온");
  await expect(page.getByRole("navigation", { name: "MY 메뉴" }).getByRole("link", { name: "기록" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "최근 본 VOD" })).toHaveAttribute("aria-current", "page");
});

test("favourites: pin and unpin a streamer; make a group, add a streamer to it, filter by it, rename it and delete it", async ({ page, upstream }) => {
  test.slow(); // the longest journey
  // streamer01 has one favourite: a light page (axe checks every page the test visits).
  await upstream.loginAs("streamer01");
  await page.goto("/my/favorite");
  await expect(page).toHaveTitle("즐겨찾기 - 스트림온");
  // Long Korean pages once carried NUL bytes from the SSR stream, shown as U+FFFD.
  expect(await page.content()).not.toContain("\uFFFD");
  const strip = page.getByRole("list", { name: "즐겨찾기 스트리머" });
  const nick = (await strip.locator("li a").first().textContent())!.replace("LIVE", "").trim();

  // The pin toggle is in the picture's small menu.
  await strip.getByLabel(`${nick} 고정 메뉴`).click();
  await strip.getByRole("button", { name: `${nick} 상단 고정` }).click();
  await toast(page, "목록 상단 고정 완료 되었습니다.");
  await page.reload();
  await expect(strip.locator("li").first()).toHaveAttribute("data-pinned", "true");
  await strip.getByLabel(`${nick} 고정 메뉴`).click();
  await strip.getByRole("button", { name: `${nick} 고정 해제` }).click();
  await toast(page, "목록 상단 고정 해제 되었습니다.");
  await page.reload();
  await strip.getByLabel(`${nick} 고정 메뉴`).click();
  await expect(strip.getByRole("button", { name: `${nick} 상단 고정` })).toBeVisible();
  await expect(strip.locator("li").first()).not.toHaveAttribute("data-pinned");

  // A new group, empty at first.
  await page.getByRole("link", { name: "그룹 추가" }).click();
  const add = page.getByRole("dialog", { name: "그룹 추가" });
  await add.getByRole("textbox", { name: "그룹명" }).fill("주말 방송");
  await add.getByRole("button", { name: "추가" }).click();
  await toast(page, "그룹이 추가되었습니다.");
  const groups = page.getByRole("navigation", { name: "즐겨찾기 그룹" });
  await groups.getByRole("link", { name: "주말 방송" }).click();
  await expect(page).toHaveURL(/groupId=\d+/);
  await expect(page.getByText("즐겨찾기 한 스트리머가 없습니다.")).toBeVisible();

  // Add the streamer to it from a card's menu, then filter by it.
  await groups.getByRole("link", { name: "전체" }).click();
  const card = page.getByRole("region", { name: "LIVE" }).locator("article[data-card-key]").first();
  await card.locator("summary").first().click();
  await card.getByRole("link", { name: "그룹에 추가" }).click();
  const members = page.getByRole("dialog", { name: "그룹에 추가" });
  await members.getByRole("checkbox", { name: "주말 방송" }).check();
  await members.getByRole("button", { name: "저장" }).click();
  await toast(page, "그룹 설정이 저장되었습니다.");
  await groups.getByRole("link", { name: "주말 방송" }).click();
  await expect(page).toHaveURL(/groupId=\d+/);
  await page.reload();
  await expect(page.getByRole("list", { name: "즐겨찾기 스트리머" }).locator("li")).toHaveText(new RegExp(nick));

  // Rename it, then delete it: a delete asks first, and a failed one deletes nothing.
  await groups.getByRole("link", { name: "그룹 편집" }).click();
  const edit = page.getByRole("dialog", { name: "그룹 편집" });
  await edit.getByRole("textbox", { name: "그룹명 주말 방송" }).fill("평일 방송");
  await edit.getByRole("button", { name: "변경" }).click();
  await toast(page, "그룹명이 변경되었습니다.");
  const idx = new URL(page.url()).searchParams.get("groupId")!;
  await edit.getByRole("link", { name: "평일 방송 삭제" }).click();
  await upstream.fault({ path: `/my/api/favorite/group/${idx}`, method: "POST", kind: "status", status: 500, times: 1 });
  await confirm(page, "'평일 방송' 그룹을 삭제하시겠습니까?");
  await toast(page, "에러가 발생하였습니다.");
  await expect(edit.getByRole("textbox", { name: "그룹명 평일 방송" })).toHaveValue("평일 방송");
  await edit.getByRole("link", { name: "평일 방송 삭제" }).click();
  await expect(page.getByText("그룹에 있던 스트리머는 즐겨찾기에 그대로 남습니다.")).toBeVisible();
  await confirm(page, "'평일 방송' 그룹을 삭제하시겠습니까?");
  await toast(page, "그룹이 삭제되었습니다.");
  await expect(edit.getByText("만든 그룹이 없습니다.")).toBeVisible();
  await page.goto("/my/favorite");
  await expect(groups.getByRole("link")).toHaveText(["전체", "그룹 추가", "그룹 편집"]);
});

test("favourites: new station posts; '스트리머 관리' pins and removes after the question; not-recommend a recommended streamer; then the empty feed, and a favourite who is off air", async ({
  page,
  upstream,
}) => {
  await upstream.loginAs("streamer01");
  await page.goto("/my/favorite");
  const strip = page.getByRole("list", { name: "즐겨찾기 스트리머" });
  const nick = (await strip.locator("li a").first().textContent())!.replace("LIVE", "").trim();
  // '방송국 새 글': the favourite's station posts (the upstream's favourites feed, 001 §7.8).
  const posts = page.getByRole("region", { name: "방송국 새 글" });
  await expect(posts.getByRole("listitem").first()).toContainText(nick);
  await expect(posts.getByRole("link", { name: "전체보기" })).toHaveAttribute("href", "/my/feed");

  // Not-recommend: the card goes and a replacement comes (with JS in place from addInfo, without JS in the
  // upstream's new list); it stays gone after a reload.
  const recommended = page.getByRole("region", { name: "추천 스트리머" }).locator("article[data-card-key]");
  const shown = await recommended.count();
  const card = recommended.first();
  const key = (await card.getAttribute("data-card-key"))!;
  await card.locator("summary").first().click();
  await card.getByRole("button", { name: "추천받지 않기" }).click();
  await toast(page, "해당 방송을 더 이상 추천하지 않습니다.");
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);
  await expect(recommended).toHaveCount(shown);
  await page.reload();
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);

  await page.getByRole("link", { name: "스트리머 관리" }).click();
  const manage = page.getByRole("dialog", { name: "스트리머 관리" });
  await manage.getByRole("button", { name: `${nick} 상단 고정` }).click();
  await toast(page, "목록 상단 고정 완료 되었습니다.");
  await expect(manage.getByRole("button", { name: `${nick} 고정 해제` })).toBeVisible();
  await manage.getByRole("link", { name: "즐겨찾기 해제" }).click();
  await confirm(page, "해당 스트리머를 즐겨찾기에서 삭제하시겠습니까?");
  await toast(page, "즐겨찾기에서 삭제됐습니다.");
  await expect(manage.getByText("즐겨찾기 한 스트리머가 없습니다.")).toBeVisible();
  await page.goto("/my/favorite");
  await expect(page.getByText("즐겨찾기 한 스트리머가 없습니다.")).toBeVisible();

  // No favourites: the feed says so.
  await page.goto("/my/feed");
  await expect(page.getByText("즐겨찾기한 스트리머가 없습니다.")).toBeVisible();
  await expect(page.getByText("스트리머를 즐겨찾기하면 방송을 쉽게 찾을 수 있고, 방송이 시작될 때 알림을 받을 수 있습니다.")).toBeVisible();
  // One favourite who is off air (the seeded hyunkang200): no LIVE on the favourites page; its feed has
  // posts, and NOTICE only its notice.
  const favourite = async (streamerId: string) => {
    await page.goto(`/station/${streamerId}`);
    await page.getByRole("button", { name: "즐겨찾기", exact: true }).click();
    await expect(page.getByRole("link", { name: "즐겨찾기 해제", exact: true })).toBeVisible();
  };
  await favourite("hyunkang200");
  await page.goto("/my/favorite");
  await expect(strip.locator("li")).toHaveCount(1);
  await expect(page.getByRole("main").getByText("방송중인 스트리머가 없습니다.")).toBeVisible();
  await page.goto("/my/feed");
  await expect(page.locator("li[data-feed-kind]").first()).toBeVisible();
  await page.goto("/my/feed/hyunkang200?type=NOTICE");
  await expect(page.locator("li[data-feed-kind]")).toHaveCount(1);
  // A favourite whose station has posts but no notice (the seeded kangbom580): an empty NOTICE feed.
  await favourite("kangbom580");
  await page.goto("/my/feed/kangbom580");
  await expect(page.locator("li[data-feed-kind]").first()).toBeVisible();
  await page.goto("/my/feed/kangbom580?type=NOTICE");
  await expect(page.getByText("공지 게시물이 없습니다.")).toBeVisible();
  await expect(page.locator("li[data-feed-kind]")).toHaveCount(0);
});

test("subscriptions and fan clubs: pin a streamer to the top and unpin it", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  for (const [path, title] of [
    ["/my/subscribe", "구독"],
    ["/my/fan", "팬클럽"],
  ]) {
    await page.goto(path);
    const strip = page.getByRole("list", { name: `${title} 스트리머` });
    const last = strip.locator("li").last();
    const streamer = (await last.getAttribute("data-streamer"))!;
    const nick = (await last.locator("a").textContent())!.replace("LIVE", "").trim();
    await last.getByLabel(`${nick} 고정 메뉴`).click();
    await last.getByRole("button", { name: `${nick} 상단 고정` }).click();
    await toast(page, "목록 상단 고정 완료 되었습니다.");
    await page.reload();
    await expect(strip.locator("li").first()).toHaveAttribute("data-streamer", streamer);
    await expect(strip.locator("li").first()).toHaveAttribute("data-pinned", "true");
    await strip.getByLabel(`${nick} 고정 메뉴`).click();
    await strip.getByRole("button", { name: `${nick} 고정 해제` }).click();
    await toast(page, "목록 상단 고정 해제 되었습니다.");
    await page.reload();
    await expect(strip.locator(`li[data-streamer="${streamer}"]`)).not.toHaveAttribute("data-pinned");
  }
});

test("recent LIVE: delete one, then all after the confirmation", async ({ page, upstream }, testInfo) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/history/live");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(1);
  const card = await openMenu(page, 0);
  const key = await card.getAttribute("data-card-key");
  await card.getByRole("button", { name: "삭제하기" }).click();
  await toast(page, "최근 본 스트리머의 LIVE 목록에서 삭제됐습니다.");
  await expect(cards(page)).toHaveCount(count - 1);
  await page.reload();
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);

  await page.getByRole("link", { name: "전체 삭제" }).click();
  await expect(page.getByText("삭제된 LIVE 리스트는 복구할 수 없습니다.")).toBeVisible();
  if (!isNoJs(testInfo)) await expect(cards(page)).toHaveCount(count - 1);
  await confirm(page, "최근 본 스트리머의 LIVE를 모두 삭제하시겠습니까?");
  await toast(page, "최근 본 스트리머의 LIVE 목록이 모두 삭제됐습니다.");
  await expect(page.getByText("아직 참여한 방송이 없습니다.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("아직 참여한 방송이 없습니다.")).toBeVisible();
});

test("recent VOD: delete one, then all after the confirmation", async ({ page, upstream }, testInfo) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/history/vod");
  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  const key = await first.getAttribute("data-card-key");
  await openMenu(page, 0);
  await first.getByRole("button", { name: "삭제하기" }).click();
  await toast(page, "최근 본 VOD 목록에서 삭제됐습니다.");
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);

  // 'more' pages on while the upstream has more. '더보기' is followed from the keyboard (here and below): the link can
  // move as the list's rest arrives, and a click made where it was lands on a card.
  await page.getByRole("main").getByRole("link", { name: "더보기" }).press("Enter");
  await expect(cards(page)).toHaveCount(40);

  await page.getByRole("link", { name: "전체 삭제" }).click();
  await expect(page.getByText("삭제된 VOD 리스트는 복구할 수 없습니다.")).toBeVisible();
  if (!isNoJs(testInfo)) {
    // With JS the confirmation opens over the list; a reload shows its own page (no list behind).
    await expect(page).toHaveURL(/\/my\/history\/vod\?page=2&dialog=delete%2Fall$/);
    await expect(cards(page)).toHaveCount(40);
    await page.reload();
  }
  await expect(page).toHaveURL(/\/my\/history\/vod\/delete\/all\?page=2$/);
  await expect(cards(page)).toHaveCount(0);
  await confirm(page, "최근 본 VOD를 모두 삭제하시겠습니까?");
  await toast(page, "최근 본 VOD 목록이 모두 삭제됐습니다.");
  await expect(page.getByText("최근 본 VOD가 없습니다.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("최근 본 VOD가 없습니다.")).toBeVisible();
});

test("a dialog link used while the list's part still loads opens its dialog once that part has hydrated: the list stays", async ({
  page,
  upstream,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: a list whose part has not hydrated yet");
  await upstream.loginAs("viewer01");
  // On a slow network the click, the page's first input, sends for the list's chunk: a navigation before it
  // arrives would make React throw the list's HTML away (error #421) and show nothing there until it came.
  let releasePart!: () => void;
  const partHeld = new Promise<void>((resolve) => (releasePart = resolve));
  await page.route("**/build/_shared/CardGrid-*.js", async (route) => {
    await partHeld;
    await route.continue();
  });
  await page.mouse.move(-10, -10);
  await page.goto("/my/history/vod", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await expect(cards(page)).toHaveCount(20);
  const link = page.getByRole("link", { name: "전체 삭제" });
  await link.click();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-lazy-pending"));
  await expect(link).toHaveAttribute("aria-busy", "true");
  await expect(cards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\/my\/history\/vod$/);
  releasePart();
  await expect(page.getByRole("dialog", { name: "최근 본 VOD를 모두 삭제하시겠습니까?" })).toBeVisible();
  await expect(page).toHaveURL(/\/my\/history\/vod\?dialog=delete%2Fall$/);
  await expect(link).not.toHaveAttribute("aria-busy");
  await expect(cards(page)).toHaveCount(20);
  expect(await page.locator("html").getAttribute("data-hydration-error")).toBeNull();
});

test("watch later: a thumbnail marks the entry viewed; delete played, one, then all after the confirmations", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/history/later");
  // 2 live entries first, then 14 VODs of which 5 were played.
  await expect(cards(page)).toHaveCount(16);
  const unplayed = cards(page).nth(3);
  const titleNo = (await unplayed.getAttribute("data-card-key"))!.replace("vod:", "");
  // The player opens in a new tab (the form posts there); the list stays.
  const [player] = await Promise.all([page.waitForEvent("popup"), unplayed.locator("button[type=submit]").first().click()]);
  await expect(player.getByTestId("player-target")).toHaveText(`${titleNo}/later`);
  await player.close();

  await page.goto("/my/history/later");
  await page.getByRole("link", { name: "재생한 VOD 삭제" }).click();
  await confirm(page, "재생한 VOD를 모두 삭제하겠습니까?");
  await toast(page, "재생한 VOD가 삭제됐습니다.");
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator(`article[data-card-key="vod:${titleNo}"]`)).toHaveCount(0);
  await page.reload();
  await expect(cards(page)).toHaveCount(10);

  // One entry (no question asked), then all after the question.
  const entry = await openMenu(page, 0);
  const key = await entry.getAttribute("data-card-key");
  await entry.getByRole("button", { name: "삭제하기" }).click();
  await toast(page, "나중에 보기에서 삭제됐습니다.");
  await expect(cards(page)).toHaveCount(9);
  await page.reload();
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);
  await page.getByRole("link", { name: "전체 삭제" }).click();
  await confirm(page, "나중에 보기 목록을 모두 삭제하겠습니까?");
  await toast(page, "나중에 보기가 모두 삭제됐습니다.");
  await expect(page.getByText("나중에 보기 한 VOD가 없습니다.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("나중에 보기 한 VOD가 없습니다.")).toBeVisible();
});

test("UP: cancel the UP of a VOD", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/history/up");
  await expect(cards(page)).toHaveCount(12);
  const card = await openMenu(page, 2);
  const key = await card.getAttribute("data-card-key");
  await card.getByRole("button", { name: "UP 취소" }).click();
  await toast(page, "UP이 취소되었습니다.");
  await expect(cards(page)).toHaveCount(11);
  await page.reload();
  await expect(page.locator(`article[data-card-key="${key}"]`)).toHaveCount(0);
});

test("playlists: edit only on one's own, an empty one cannot be opened, delete after the confirmation", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/history/playlist");
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).filter({ hasText: "재생 가능한 VOD가 없습니다." })).toHaveCount(1);
  await expect(page.locator("a", { hasText: "수정하기" })).toHaveCount(3);

  const card = await openMenu(page, 0);
  const title = (await card.locator("h3").textContent())!.trim();
  await card.getByRole("link", { name: "삭제하기" }).click();
  await confirm(page, "재생목록을 삭제하시겠습니까?");
  await toast(page, "재생목록이 삭제되었습니다.");
  await expect(cards(page)).toHaveCount(4);
  await page.reload();
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
});

test("own posts: the load failure, 'more', filter replies and delete one after the confirmation; the empty list", async ({ page, upstream }, testInfo) => {
  test.slow(); // long lists for axe to check
  await upstream.loginAs("viewer01");
  // Only this test reads the story list, so the fault hits no one else.
  await upstream.fault({ path: "/my/api/story", kind: "status", status: 500, times: 1 });
  await page.goto("/my/history/story");
  await expect(page).toHaveTitle("내 글/댓글 - 스트림온");
  await expect(page.getByText("데이터를 불러오는 중 오류가 발생했습니다.")).toBeVisible();
  await page.reload();
  const all = page.locator("[data-story-key]");
  await expect(all).toHaveCount(20);
  // Posts and comments on other stations name the station.
  await expect(all.getByRole("link", { name: /^\S+님의 방송국$/ }).first()).toHaveAttribute("href", /\/station\/[^/]+$/);
  // The next page: followed when it scrolls into view with JS (infinite scroll), a link without.
  const more = page.getByRole("main").getByRole("link", { name: "더보기" });
  if (isNoJs(testInfo)) await more.press("Enter");
  else await more.scrollIntoViewIfNeeded();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => all.count()).toBeGreaterThan(20);

  await page.getByRole("navigation", { name: "글 종류" }).getByRole("link", { name: "답글" }).click();
  await expect(page.getByRole("link", { name: "답글" })).toHaveAttribute("aria-current", "page");
  const items = page.locator("[data-story-key]");
  await expect(items.first()).toHaveAttribute("data-story-key", /^CHILD_COMMENT:/);
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  const key = await items.first().getAttribute("data-story-key");
  await items
    .first()
    .getByRole("link", { name: /삭제하기$/ })
    .click();
  await expect(page.getByText("삭제 시 스토리와 방송국에서 완전 삭제되며, 복구가 불가능합니다.")).toBeVisible();
  await confirm(page, "답글을 삭제하시겠습니까?");
  await toast(page, "답글 삭제가 완료되었습니다.");
  // Gone from the list at once (a full page takes the next reply in its place).
  await expect(page.locator(`[data-story-key="${key}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`[data-story-key="${key}"]`)).toHaveCount(0);

  await upstream.loginAs("abroad01");
  await page.goto("/my/history/story");
  await expect(page.getByText("작성한 게시글 또는 댓글이 없습니다.")).toBeVisible();
});

test("empty states of subscriptions, fan clubs and history (the story list's is checked with it)", async ({ page, upstream }) => {
  await upstream.loginAs("abroad01");
  await page.goto("/my/subscribe");
  await expect(page.getByText("구독한 스트리머가 없습니다.")).toBeVisible();
  await expect(page.getByRole("link", { name: "구독혜택 보기" })).toBeVisible();
  await page.getByRole("navigation", { name: "MY 메뉴" }).getByRole("link", { name: "팬클럽" }).click();
  await expect(page.getByText("가입한 팬클럽이 없습니다.")).toBeVisible();
  await page.getByRole("navigation", { name: "MY 메뉴" }).getByRole("link", { name: "기록" }).click();
  await expect(page.getByText("아직 참여한 방송이 없습니다.")).toBeVisible();
  await expect(page.getByRole("link", { name: "LIVE 보러가기" })).toHaveAttribute("href", "/live/all");
  await page.getByRole("link", { name: "UP한 VOD" }).click();
  await expect(page.getByText("UP 한 VOD가 없습니다.")).toBeVisible();
  await page.getByRole("link", { name: "재생목록" }).click();
  await expect(page.getByText("재생목록이 없습니다.")).toBeVisible();
});
