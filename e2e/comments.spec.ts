// Comments under station posts (001 §6, §8, issue "comments"): a member writes and replies, a guest's words come
// back after the login, the writer edits and deletes theirs, the owner and managers pin, hide and delete anyone's,
// anyone reports; the counts agree everywhere after each change and the comment is in '내 글/댓글'; long threads
// page and a comment's own link opens the post scrolled to it; the text rules. With JS and without, at 390 and
// 1440 px. Every change goes through the one submission mechanism: a comment that does not get through keeps its
// words and is stored once when sent again.
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, expectBrowserErrors, isNoJs, test, WIDTHS, type Template } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

type Account = { userId: string; cookie: string };

/** A fresh copy of a demo account, not signed in anywhere (a copy of streamer01 has a station of its own). */
async function account(api: APIRequestContext, template: Template): Promise<Account> {
  const response = await api.post("/__test/accounts", { data: { template } });
  const { user_id, cookie } = (await response.json()) as { user_id: string; cookie: { name: string; value: string } };
  return { userId: user_id, cookie: `${cookie.name}=${cookie.value}` };
}

/** Signs `who` in, in this browser. */
async function signIn(context: BrowserContext, who: Account) {
  const [name, value] = who.cookie.split("=");
  await context.addCookies([{ name, value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
}

/** The free board's posts of a station, oldest first. */
async function freeBoardPosts(api: APIRequestContext, station: string): Promise<number[]> {
  const body = (await (await api.get(`/station/${station}/board/1003?perPage=60`)).json()) as { data: Array<{ title_no: number }> };
  return body.data.map((post) => post.title_no).sort((a, b) => a - b);
}

/** The demo station's seeded long thread ('댓글 릴레이'), which the paging test reads. */
async function relayPost(api: APIRequestContext): Promise<number> {
  const found = (await (await api.get(`/station/streamer01/board/1003?keyword=${encodeURIComponent("댓글 릴레이")}`)).json()) as {
    data: Array<{ title_no: number }>;
  };
  return found.data[0].title_no;
}

/** Writes a comment (or a reply to `parentNo`) straight to the channel API as `who`: the test's setting. */
async function writeComment(api: APIRequestContext, who: Account, station: string, titleNo: number, text: string, parentNo?: number) {
  const path = `/channel/api/${station}/title/${titleNo}/comment${parentNo ? `/${parentNo}/reply` : ""}`;
  const body = (await (await api.post(path, { headers: { cookie: who.cookie }, form: { comment: text } })).json()) as {
    data: { p_comment_no: number; c_comment_no: number };
  };
  return body.data;
}

const toast = (page: Page, text: string) => expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
const comments = (page: Page) => page.locator("#comments article[data-comment]");
const commentWith = (page: Page, text: string) => comments(page).filter({ has: page.getByText(text, { exact: true }) });
const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /^댓글 \d+$/ });
const commentCount = async (page: Page) => Number((await heading(page).textContent())?.replace(/\D/g, ""));

/** Opens a comment's menu and picks an item. */
async function fromMenu(comment: Locator, item: string) {
  await comment.locator("summary").click();
  await comment.getByRole("listitem").filter({ hasText: item }).locator("a, button").click();
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("a member comments and replies: shown under the post at once, counted, and each opens at its own link", async ({ page, upstream, context }) => {
      const owner = await account(upstream.api, "streamer01");
      const [titleNo] = await freeBoardPosts(upstream.api, owner.userId);
      await signIn(context, await account(upstream.api, "viewer01"));
      const post = `/station/${owner.userId}/post/${titleNo}`;
      await page.goto(post);
      const before = await commentCount(page);
      const text = `오늘 방송 최고 👍 ${Date.now()}`;
      await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
      await page.getByRole("button", { name: "댓글 등록" }).click();
      await toast(page, "댓글이 등록되었습니다.");
      const mine = commentWith(page, text);
      await expect(mine).toBeVisible();
      await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);
      // Stored, the box is empty for the next one; the page shows the comment where its link points.
      await expect(page.getByRole("textbox", { name: "댓글 쓰기" })).toHaveValue("");
      await expect(page).toHaveURL(/\?comment=\d+#comment_noti\d+$/);
      await expect(mine).toBeInViewport();

      await mine.getByRole("link", { name: "답글", exact: true }).click();
      const reply = `답글입니다 ${Date.now()}`;
      await page.getByRole("textbox", { name: "답글 쓰기" }).fill(reply);
      await page.getByRole("button", { name: "답글 등록" }).click();
      await toast(page, "답글이 등록되었습니다.");
      const replied = commentWith(page, reply);
      await expect(replied).toBeVisible();
      // One level: the reply sits in its comment's thread, and has no reply link of its own.
      await expect(page.locator("#comments ol ol").getByText(reply)).toBeVisible();
      await expect(replied.getByRole("link", { name: "답글", exact: true })).toHaveCount(0);
      // The thread it was written in shows its replies open, under their count (issue 72).
      await expect(page.locator("#comments details[open] > summary", { hasText: "답글 1개" })).toBeVisible();
      await expect(heading(page)).toHaveText(`댓글 ${before + 2}`);

      // The reply's own link (its time), opened afresh, shows the post scrolled to it.
      const own = await replied.getByRole("link", { name: /님의 댓글 주소/ }).getAttribute("href");
      await page.goto(own!);
      await expect(commentWith(page, reply)).toBeInViewport();
      await expect(page.locator(":target")).toContainText(reply);
    });

    test("a guest sees the login prompt at the box; what they typed comes back after the login and is posted", async ({ page, upstream }) => {
      const owner = await account(upstream.api, "streamer01");
      const [, titleNo] = await freeBoardPosts(upstream.api, owner.userId);
      const viewer = await account(upstream.api, "viewer01");
      const post = `/station/${owner.userId}/post/${titleNo}`;
      await page.goto(post);
      await expect(page.getByText("댓글은 로그인 후 남길 수 있습니다. 작성한 내용은 로그인한 뒤에도 그대로 남아 있습니다.")).toBeVisible();
      await expect(page.locator("#comments").getByRole("link", { name: "로그인" })).toBeVisible();
      const text = `손님일 때 쓴 댓글 ${Date.now()}`;
      await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
      await page.getByRole("button", { name: "댓글 등록" }).click();
      await expect(page).toHaveURL((url) => url.href.startsWith(`${upstream.url}/login/login.php`));
      await page.getByLabel("아이디").fill(viewer.userId);
      await page.getByLabel("비밀번호").fill("demo1234");
      await page.getByRole("button", { name: "로그인", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${post}$`));
      await expect(page.getByText(submissionTexts.restored)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "댓글 쓰기" })).toHaveValue(text);
      await page.getByRole("button", { name: "댓글 등록" }).click();
      await expect(commentWith(page, text)).toBeVisible();
      await expect(commentWith(page, text)).toHaveCount(1);
    });

    test("the writer edits and deletes their own comment after the spec's question; on another's they may only report", async ({ page, upstream, context }) => {
      const owner = await account(upstream.api, "streamer01");
      const [, , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
      const viewer = await account(upstream.api, "viewer01");
      const other = await account(upstream.api, "viewer01");
      const theirs = `남의 댓글 ${Date.now()}`;
      await writeComment(upstream.api, other, owner.userId, titleNo, theirs);
      const text = `고치기 전 ${Date.now()}`;
      await writeComment(upstream.api, viewer, owner.userId, titleNo, text);
      await signIn(context, viewer);
      await page.goto(`/station/${owner.userId}/post/${titleNo}`);
      const before = await commentCount(page);

      const others = commentWith(page, theirs);
      await others.locator("summary").click();
      await expect(others.getByRole("listitem")).toHaveText(["신고하기"]);

      await fromMenu(commentWith(page, text), "수정하기");
      const edit = page.getByRole("textbox", { name: "댓글 수정" });
      await expect(edit).toHaveValue(text);
      await expect(edit).toBeInViewport();
      const edited = `고친 뒤 ${Date.now()}`;
      await edit.fill(edited);
      await page.getByRole("button", { name: "저장" }).click();
      await toast(page, "댓글이 수정되었습니다.");
      const mine = commentWith(page, edited);
      await expect(mine.getByText("수정됨")).toBeVisible();
      await expect(commentWith(page, text)).toHaveCount(0);

      await fromMenu(mine, "삭제하기");
      const dialog = page.getByRole("dialog", { name: "댓글 삭제" });
      await expect(dialog.getByText("댓글을 삭제하시겠습니까?")).toBeVisible();
      await expect(dialog.getByText("삭제 시 스토리와 방송국에서 완전 삭제되며, 복구가 불가능합니다.")).toBeVisible();
      await dialog.getByRole("button", { name: "삭제하기" }).click();
      await toast(page, "댓글(답글 포함) 삭제가 완료되었습니다.");
      await expect(commentWith(page, edited)).toHaveCount(0);
      await expect(heading(page)).toHaveText(`댓글 ${before - 1}`);
    });

    test("the owner pins and hides a viewer's comment and deletes a reply; the viewer reports the owner's comment", async ({
      page,
      upstream,
      context,
      browser,
    }, testInfo) => {
      const owner = await account(upstream.api, "streamer01");
      const [, , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
      const viewer = await account(upstream.api, "viewer01");
      const text = `고정할 댓글 ${Date.now()}`;
      const { p_comment_no } = await writeComment(upstream.api, viewer, owner.userId, titleNo, text);
      const reply = `지울 답글 ${Date.now()}`;
      await writeComment(upstream.api, viewer, owner.userId, titleNo, reply, p_comment_no);
      const ownersText = `주인의 댓글 ${Date.now()}`;
      await writeComment(upstream.api, owner, owner.userId, titleNo, ownersText);
      const post = `/station/${owner.userId}/post/${titleNo}`;
      await signIn(context, owner);
      await page.goto(post);

      await fromMenu(commentWith(page, text), "댓글 고정");
      await toast(page, "댓글이 고정되었습니다.");
      await expect(comments(page).first()).toContainText(text);
      await expect(comments(page).first().getByText("고정된 댓글")).toBeVisible();

      await fromMenu(commentWith(page, text), "숨기기");
      await toast(page, "댓글을 숨겼습니다.");
      // The owner still reads it, marked; a guest reads that it is hidden.
      await expect(commentWith(page, text).getByText("숨김", { exact: true })).toBeVisible();
      const guest = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo), locale: "ko-KR" });
      const guestPage = await guest.newPage();
      await guestPage.goto(`${testInfo.project.use.baseURL}${post}`);
      await expect(guestPage.locator("#comments article[data-pinned]").getByText("숨김 처리된 댓글입니다.")).toBeVisible();
      await expect(guestPage.getByText(text)).toHaveCount(0);
      await guest.close();

      await fromMenu(commentWith(page, reply), "삭제하기");
      const dialog = page.getByRole("dialog", { name: "답글 삭제" });
      await expect(dialog.getByText("답글을 삭제하시겠습니까?")).toBeVisible();
      await dialog.getByRole("button", { name: "삭제하기" }).click();
      await toast(page, "답글 삭제가 완료되었습니다.");
      await expect(commentWith(page, reply)).toHaveCount(0);
      await expect(commentWith(page, text)).toBeVisible();

      await signIn(context, viewer);
      await page.goto(post);
      await fromMenu(commentWith(page, ownersText), "신고하기");
      const report = page.getByRole("dialog", { name: "댓글 신고" });
      await expect(report.getByText(ownersText)).toBeVisible();
      await report.getByLabel("도배").check();
      await report.getByRole("button", { name: "신고하기" }).click();
      await toast(page, "신고가 접수되었습니다.");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a long thread pages by 20 comments; a comment's own link on a later page opens that page scrolled to it", async ({ page, upstream }) => {
      const post = `/station/streamer01/post/${await relayPost(upstream.api)}`;
      await page.goto(post);
      await expect(heading(page)).toHaveText("댓글 48");
      const threads = page.locator("#comments > ol > li");
      await expect(threads).toHaveCount(20);
      await expect(threads.first()).toContainText("45번째 응원");
      const pages = page.getByRole("navigation", { name: "댓글 페이지" });
      await expect(pages.getByRole("link", { name: "1 페이지" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "3 페이지" }).click();
      await expect(page).toHaveURL(/\?page=3#comments$/);
      await expect(threads).toHaveCount(5);
      await expect(threads.last()).toContainText("1번째 응원");
      const own = await threads
        .last()
        .getByRole("link", { name: /님의 댓글 주소/ })
        .getAttribute("href");

      await page.goto(post);
      await page.goto(own!);
      await expect(pages.getByRole("link", { name: "3 페이지" })).toHaveAttribute("aria-current", "page");
      await expect(page.locator(":target")).toContainText("1번째 응원");
      await expect(page.locator(":target")).toBeInViewport();
    });
  });

// The rest at both widths too, each width on posts of its own where the demo station's are shared (the counts).
for (const [widthIndex, width] of WIDTHS.entries())
  test.describe(width.name, () => {
    test.use(width.use);

    test("text rules: emoji kept, NUL and direction overrides removed, markup shown as text; nothing cut, limits said", async ({
      page,
      upstream,
      context,
    }, testInfo) => {
      const owner = await account(upstream.api, "streamer01");
      const [, , , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
      await signIn(context, await account(upstream.api, "viewer01"));
      await page.goto(`/station/${owner.userId}/post/${titleNo}`);
      const box = page.getByRole("textbox", { name: "댓글 쓰기" });
      const send = page.getByRole("button", { name: "댓글 등록" });

      await box.fill(" \u202E\u0000 ");
      await send.click();
      await expect(page.locator("#comments").getByText("댓글 내용을 입력해 주세요.")).toBeVisible();

      const long = "ㅋ".repeat(1001);
      await box.fill(long);
      if (isNoJs(testInfo)) await send.click();
      else await box.blur();
      await expect(page.locator("#comments").getByText("댓글은 1,000자까지 입력할 수 있습니다.")).toBeVisible();
      await expect(box).toHaveValue(long);

      const stamp = Date.now();
      await box.fill(`가\u0000나\u202E다 👨‍👩‍👧 <img src=x onerror="window.pwned=1"><b>굵게</b> ${stamp}`);
      await send.click();
      const shown = `가나다 👨‍👩‍👧 <img src=x onerror="window.pwned=1"><b>굵게</b> ${stamp}`;
      await expect(commentWith(page, shown)).toBeVisible();
      await expect(page.locator("#comments img[src='x'], #comments b")).toHaveCount(0);
    });

    test("the counts agree after a comment: the post, its board row and search; in '내 글/댓글' under 댓글, deleted there it is gone from the post", async ({
      page,
      upstream,
    }) => {
      // A post of the demo station's own (search lists no copied station), one no other test writes under: a seeded one
      // from the middle of the board (the other tests take the first ones of their station copies, the long thread is
      // the last seeded, and the posts tests add come after it).
      const relay = await relayPost(upstream.api);
      const posts = (await freeBoardPosts(upstream.api, "streamer01")).filter((no) => no < relay);
      const titleNo = posts[Math.floor(posts.length / 2) + widthIndex];
      await upstream.loginAs("viewer01");
      await page.goto(`/station/streamer01/post/${titleNo}`);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const before = await commentCount(page);
      const text = `어디서나 같은 수 ${Date.now()}`;
      await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
      await page.getByRole("button", { name: "댓글 등록" }).click();
      await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);

      // Its board row: the free board, searched by its title.
      await page.goto(`/station/streamer01/board/1003?keyword=${encodeURIComponent(title)}`);
      const row = page.locator("li").filter({ has: page.locator(`a[href$="/post/${titleNo}"]`) });
      await expect(row.getByText(`댓글 ${before + 1}`)).toBeVisible();
      // Search's post tab.
      await page.goto(`/search?szKeyword=${encodeURIComponent(title)}&szSearchType=post`);
      const found = page
        .getByTestId("posts")
        .locator("li")
        .filter({ has: page.locator(`a[href$="/post/${titleNo}"]`) });
      await expect(found.getByText(`댓글 ${before + 1}`)).toBeVisible();

      // '내 글/댓글' under 댓글: the comment on this post; its title opens the post at the comment. (A station copied for
      // another test meanwhile copies its posts with their comments, this one too: those are listed beside it.)
      await page.goto("/my/history/story?type=PARENT_COMMENT");
      const item = page.locator("[data-story-key]").filter({ has: page.locator(`a[href*="/station/streamer01/post/${titleNo}?comment="]`) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(text);
      await expect(item.getByRole("link", { name: title })).toHaveAttribute("href", /\/post\/\d+\?comment=\d+#comment_noti\d+$/);
      await item.getByRole("link", { name: /삭제하기$/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
      await toast(page, "댓글(답글 포함) 삭제가 완료되었습니다.");
      await page.goto(`/station/streamer01/post/${titleNo}`);
      await expect(heading(page)).toHaveText(`댓글 ${before}`);
      await expect(page.getByText(text)).toHaveCount(0);
    });

    test("the counts agree after a comment on the feed's first post and on the hot list's first post", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      for (const list of ["/my/feed?type=POST_PHOTO", "/my/feed/hotissue"]) {
        await page.goto(list);
        // Not the demo station's: its posts are other tests'. Each width a post of its own.
        const link = page.locator("main h3 a[href*='/post/']:not([href*='/station/streamer01/'])").nth(widthIndex);
        const href = (await link.getAttribute("href"))!;
        const titleNo = href.split("/post/")[1];
        const item = page.locator("main li[data-feed-key], main li[data-hot-key]").filter({ has: page.locator(`h3 a[href$="/post/${titleNo}"]`) });
        const before = Number((await item.getByText(/^댓글 \d+$/).textContent())!.replace(/\D/g, ""));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/post/${titleNo}$`));
        await expect(heading(page)).toHaveText(`댓글 ${before}`);
        await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(`목록과 같은 수 ${Date.now()}`);
        await page.getByRole("button", { name: "댓글 등록" }).click();
        await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);
        await page.goto(list);
        await expect(item.getByText(`댓글 ${before + 1}`)).toBeVisible();
      }
    });

    test.describe("nothing lost, nothing stored twice", () => {
      test("with JS, a comment sent offline keeps its words and says so; sent again online it is stored once", async ({
        page,
        upstream,
        context,
      }, testInfo) => {
        test.skip(isNoJs(testInfo), "the browser keeps the page only with JS; without, a lost connection is the browser's own page");
        const owner = await account(upstream.api, "streamer01");
        const [, , , , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
        await signIn(context, await account(upstream.api, "viewer01"));
        await page.goto(`/station/${owner.userId}/post/${titleNo}`);
        const text = `연결이 끊긴 댓글 ${Date.now()}`;
        await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
        expectBrowserErrors(/net::ERR_INTERNET_DISCONNECTED/);
        await context.setOffline(true);
        await page.getByRole("button", { name: "댓글 등록" }).click();
        await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.offline })).toBeVisible();
        await expect(page.getByRole("textbox", { name: "댓글 쓰기" })).toHaveValue(text);
        await context.setOffline(false);
        await page.getByRole("button", { name: submissionTexts.retry }).click();
        await expect(commentWith(page, text)).toBeVisible();
        await expect(commentWith(page, text)).toHaveCount(1);
      });

      test("with JS, the answer lost after the comment was stored: sent again, it is the stored one, not a second", async ({
        page,
        upstream,
        context,
      }, testInfo) => {
        test.skip(isNoJs(testInfo), "the browser keeps the page only with JS");
        const owner = await account(upstream.api, "streamer01");
        const [, , , , , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
        await signIn(context, await account(upstream.api, "viewer01"));
        const post = `/station/${owner.userId}/post/${titleNo}`;
        await page.goto(post);
        const text = `응답을 잃은 댓글 ${Date.now()}`;
        await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
        await page.route(
          (url) => url.pathname === post && url.searchParams.has("_data"),
          async (route) => {
            if (route.request().method() !== "POST") return route.continue();
            await route.fetch();
            await route.abort("connectionreset");
          },
          { times: 1 },
        );
        expectBrowserErrors(/net::ERR_CONNECTION_RESET/);
        await page.getByRole("button", { name: "댓글 등록" }).click();
        await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.network })).toBeVisible();
        await expect(page.getByRole("textbox", { name: "댓글 쓰기" })).toHaveValue(text);
        await page.getByRole("button", { name: submissionTexts.retry }).click();
        await expect(commentWith(page, text)).toBeVisible();
        await expect(commentWith(page, text)).toHaveCount(1);
      });

      test("the same form sent twice (a double tap, Back and press again) stores one comment", async ({ page, upstream, context }) => {
        const owner = await account(upstream.api, "streamer01");
        const [, , , , , , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
        await signIn(context, await account(upstream.api, "viewer01"));
        const post = `/station/${owner.userId}/post/${titleNo}`;
        await page.goto(post);
        const text = `두 번 누른 댓글 ${Date.now()}`;
        const form = page.locator("form").filter({ has: page.getByRole("textbox", { name: "댓글 쓰기" }) });
        await page.getByRole("textbox", { name: "댓글 쓰기" }).fill(text);
        // What the form sends, sent once more as it was (same key): the first answer comes back, nothing is stored.
        const fields = await form.evaluate((element) => Object.fromEntries(new FormData(element as HTMLFormElement)) as Record<string, string>);
        await page.getByRole("button", { name: "댓글 등록" }).click();
        await expect(commentWith(page, text)).toBeVisible();
        const again = await page.request.post(`${post}?index`, {
          form: { ...fields, intent: "comment" },
          headers: { origin: new URL(page.url()).origin },
          maxRedirects: 0,
        });
        expect(again.status()).toBe(302);
        expect(again.headers()["x-submission-replayed"]).toBe("1");
        await page.reload();
        await expect(commentWith(page, text)).toHaveCount(1);
      });

      test("a reply typed after the session ran out comes back in its form after the login, and is posted", async ({ page, upstream, context }) => {
        const owner = await account(upstream.api, "streamer01");
        const [, , , , , , , , titleNo] = await freeBoardPosts(upstream.api, owner.userId);
        const viewer = await account(upstream.api, "viewer01");
        const first = `답글을 받을 댓글 ${Date.now()}`;
        await writeComment(upstream.api, owner, owner.userId, titleNo, first);
        await signIn(context, viewer);
        const post = `/station/${owner.userId}/post/${titleNo}`;
        await page.goto(post);
        await commentWith(page, first).getByRole("link", { name: "답글", exact: true }).click();
        const reply = `만료 후 답글 ${Date.now()}`;
        await page.getByRole("textbox", { name: "답글 쓰기" }).fill(reply);
        await context.clearCookies({ name: "UserTicket" });
        await page.getByRole("button", { name: "답글 등록" }).click();
        await expect(page).toHaveURL((url) => url.href.startsWith(`${upstream.url}/login/login.php`));
        await page.getByLabel("아이디").fill(viewer.userId);
        await page.getByLabel("비밀번호").fill("demo1234");
        await page.getByRole("button", { name: "로그인", exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${post}\\?comment=\\d+$`));
        await expect(page.getByText(submissionTexts.restored)).toBeVisible();
        await expect(page.getByRole("textbox", { name: "답글 쓰기" })).toHaveValue(reply);
        await page.getByRole("button", { name: "답글 등록" }).click();
        await expect(page.locator("#comments ol ol").getByText(reply)).toBeVisible();
      });
    });
  });
