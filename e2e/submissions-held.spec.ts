// Forms the portal cannot carry out now, and Back without JS (issue 69, items 6 and 7). A member who sends while
// the upstream cannot say who they are (its session check fails: time-out, 5xx, refused) is not taken for logged
// out: the form comes back with what was typed, in Korean, with a button to send it again, and a member page is the
// portal's own unavailable page, never the login page of a host that does not answer. With the whole upstream down
// (the form's page cannot be read either), the form still comes back: without JS as a page of its own, with JS in the
// page's own form. Without JS, Back after a success (or after a lost answer) loads the form's page afresh while the
// browser fills the text in again: pressing 등록 again is the same submission, stored once (counted on the reference
// upstream).
import type { APIRequestContext, Page } from "@playwright/test";
import { common } from "../app/i18n/ko/common";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, expectBrowserErrors, test, type Upstream } from "./fixtures";

/** The free board's posts of a station, oldest first. */
async function freeBoardPosts(api: APIRequestContext, station: string): Promise<number[]> {
  const body = (await (await api.get(`/station/${station}/board/1003?perPage=60`)).json()) as { data: Array<{ title_no: number }> };
  return body.data.map((post) => post.title_no).sort((a, b) => a - b);
}

/** The comments the channel API holds under a post with exactly this text. */
async function commentsSaying(api: APIRequestContext, station: string, titleNo: number, text: string): Promise<number> {
  const body = (await (await api.get(`/channel/api/${station}/title/${titleNo}/comment`)).json()) as { data: Array<{ comment: string }> };
  return body.data.filter((comment) => comment.comment === text).length;
}

/** The posts the station API finds on a station's boards under this title. */
async function postsTitled(api: APIRequestContext, station: string, title: string): Promise<number> {
  const body = (await (await api.get(`/station/${station}/board?keyword=${encodeURIComponent(title)}&perPage=60`)).json()) as {
    data: Array<{ title_name: string }>;
  };
  return body.data.filter((post) => post.title_name === title).length;
}

/** A post of another member's station (a fresh copy of the demo streamer's, so that no other test writes there) to
 * comment on, signed in as a fresh viewer; its page open. */
async function commentPage(page: Page, upstream: Upstream) {
  const owner = ((await (await upstream.api.post("/__test/accounts", { data: { template: "streamer01" } })).json()) as { user_id: string }).user_id;
  const [titleNo] = await freeBoardPosts(upstream.api, owner);
  await upstream.loginAs("viewer01");
  const path = `/station/${owner}/post/${titleNo}`;
  await page.goto(path);
  const count = (text: string) => commentsSaying(upstream.api, owner, titleNo, text);
  return { count, path, box: page.getByRole("textbox", { name: "댓글 쓰기" }), send: page.getByRole("button", { name: "댓글 등록" }) };
}

test.describe("without JS, Back and 등록 again stores once (item 7)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "without JS: with it, Back is the app's own navigation, which keeps no typed text");

  test("a comment: posted, Back to the page loaded afresh with the words filled in again, 등록 again: one comment", async ({ page, upstream }) => {
    const { count, path, box, send } = await commentPage(page, upstream);
    const text = `뒤로 가서 다시 누른 댓글 ${Date.now()}`;
    await box.fill(text);
    await send.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?comment=\\d+`));
    expect(await count(text)).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The browser filled the words in again (the page itself was loaded afresh: it has no such text of its own).
    await expect(box).toHaveValue(text);
    await send.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?comment=\\d+`));
    expect(await count(text)).toBe(1);
  });

  test("a comment whose answer was lost after it was stored: Back, 등록 again: one comment", async ({ page, upstream }) => {
    const { count, path, box, send } = await commentPage(page, upstream);
    const text = `응답을 잃고 뒤로 간 댓글 ${Date.now()}`;
    await box.fill(text);
    // The post reaches the portal and is stored; its answer never reaches the browser (its own error page).
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await send.click();
    // The browser's own error page for the lost answer, committed before Back leaves it.
    await page.waitForURL((url) => url.protocol === "chrome-error:");
    await page.waitForLoadState("load");
    expect(await count(text)).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(box).toHaveValue(text);
    await send.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?comment=\\d+`));
    await expect(page.locator("#comments article[data-comment]").filter({ hasText: text })).toHaveCount(1);
    expect(await count(text)).toBe(1);
  });

  test("a station post: 등록, Back to the write page with the title and body filled in again, 등록 again: one post", async ({ page, upstream }) => {
    const owner = await upstream.loginAs("streamer01");
    const title = `뒤로 가서 다시 등록 ${Date.now()}`;
    await page.goto(`/station/${owner}/post/write`);
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용", { exact: true }).fill("한 번만 등록되어야 하는 글입니다.");
    await page.getByRole("button", { name: "등록" }).click();
    await expect(page).toHaveURL(new RegExp(`/station/${owner}/post/\\d+$`));
    const stored = page.url();
    expect(await postsTitled(upstream.api, owner, title)).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/station/${owner}/post/write$`));
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await page.getByRole("button", { name: "등록" }).click();
    // The same submission: its first answer again, the post it stored.
    await expect(page).toHaveURL(stored);
    expect(await postsTitled(upstream.api, owner, title)).toBe(1);
  });
});

test.describe("a member whose session the upstream cannot check keeps the form and is never sent to its login page (item 6)", () => {
  /** The upstream's session check fails for this test's requests (the rest of the upstream answers). */
  const sessionCheckFails = (upstream: Upstream) => upstream.fault({ path: "/station/authentication", kind: "status", status: 503 });
  const problem = (page: Page) => page.getByRole("alert").filter({ hasText: submissionTexts.failure.server });
  // The form's data request is answered 503 while the check fails: the answer the test is about.
  test.beforeEach(() => expectBrowserErrors(/status of 503 .*_data=/));

  test("a comment comes back with its words and the way to send it again; sent once the check answers, it is stored once", async ({ page, upstream }) => {
    const { count, box, send } = await commentPage(page, upstream);
    const text = `세션 확인이 실패한 댓글 ${Date.now()}`;
    await box.fill(text);
    await sessionCheckFails(upstream);
    await send.click();
    await expect(problem(page)).toBeVisible();
    await expect(problem(page)).toContainText(submissionTexts.kept);
    await expect(box).toHaveValue(text);
    expect(page.url().startsWith(upstream.url)).toBe(false);
    expect(await count(text)).toBe(0);
    await upstream.clearFaults();
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.locator("#comments article[data-comment]").filter({ hasText: text })).toHaveCount(1);
    expect(await count(text)).toBe(1);
  });

  test("a station post comes back with its title and body", async ({ page, upstream }) => {
    const owner = await upstream.loginAs("streamer01");
    const title = `세션 확인 실패 글 ${Date.now()}`;
    await page.goto(`/station/${owner}/post/write`);
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용", { exact: true }).fill("확인이 되면 다시 보낼 글입니다.");
    await sessionCheckFails(upstream);
    await page.getByRole("button", { name: "등록" }).click();
    await expect(problem(page)).toBeVisible();
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByLabel("내용", { exact: true })).toHaveValue("확인이 되면 다시 보낼 글입니다.");
    expect(await postsTitled(upstream.api, owner, title)).toBe(0);
    await upstream.clearFaults();
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    expect(await postsTitled(upstream.api, owner, title)).toBe(1);
  });

  test("a member's inquiry comes back as typed, not sent as a guest's nor to the login page", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    const title = `세션 확인 실패 문의 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await page.getByLabel("문의 유형").selectOption({ label: "유저정보" });
    const apply = page.getByRole("button", { name: "적용" });
    if (await apply.isVisible()) await apply.click();
    await page.getByLabel("세부 유형").selectOption({ index: 1 });
    await page.getByLabel("이메일", { exact: true }).fill("held@example.com");
    await page.getByLabel("제목").fill(title);
    await page.getByRole("textbox", { name: "문의 내용" }).fill("확인이 되면 다시 보낼 문의입니다.");
    await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
    await sessionCheckFails(upstream);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(problem(page)).toBeVisible();
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue("확인이 되면 다시 보낼 문의입니다.");
    expect(page.url().startsWith(upstream.url)).toBe(false);
  });

  test("a member page is the portal's unavailable page (503), not the login page", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    await sessionCheckFails(upstream);
    const answer = await page.goto("/my/favorite");
    expect(answer?.status()).toBe(503);
    expect(page.url().startsWith(upstream.url)).toBe(false);
    await expect(page.getByRole("heading", { name: common.errors.genericTitle })).toBeVisible();
  });
});

// Without JS the held answer's page cannot be read (its loaders throw): its error boundary draws the form as it was
// sent. With JS the page is not read again after a held answer: its own form keeps the text (the same steps hold).
test.describe("a member's form comes back as it was when the whole upstream is down (items 5, 6)", () => {
  /**
   * Every upstream call of this test's requests fails (the session check, the page's own reads). A 500, not a 503: a
   * 502–504 counts toward its host role's circuit breaker, which this server's other tests share: open, it would fail
   * their pages for 5 s, and this test's own post once the upstream is back.
   */
  const upstreamDown = (upstream: Upstream) => upstream.fault({ path: "/", kind: "status", status: 500 });
  const problem = (page: Page) => page.getByRole("alert").filter({ hasText: submissionTexts.failure.server });
  // The form's data request answered 503 and the upstream's pictures 500 while it is down: what the test is about.
  test.beforeEach(() => expectBrowserErrors(/status of 50\d/));

  test("a comment: its words in their box with why and 다시 보내기; sent once the upstream is back, stored once", async ({ page, upstream }) => {
    const { count, box, send } = await commentPage(page, upstream);
    const text = `업스트림 장애 중 댓글 ${Date.now()}`;
    await box.fill(text);
    await upstreamDown(upstream);
    await send.click();
    await expect(problem(page)).toContainText(submissionTexts.kept);
    await expect(box).toHaveValue(text);
    expect(await count(text)).toBe(0);
    await upstream.clearFaults();
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.locator("#comments article[data-comment]").filter({ hasText: text })).toHaveCount(1);
    expect(await count(text)).toBe(1);
  });

  test("a station post: its title and body in their fields with why and 다시 보내기; sent once the upstream is back, stored once", async ({
    page,
    upstream,
  }) => {
    const owner = await upstream.loginAs("streamer01");
    const title = `업스트림 장애 중 글 ${Date.now()}`;
    const body = "업스트림이 돌아오면 다시 보낼 글입니다.";
    await page.goto(`/station/${owner}/post/write`);
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용", { exact: true }).fill(body);
    await upstreamDown(upstream);
    await page.getByRole("button", { name: "등록" }).click();
    await expect(problem(page)).toContainText(submissionTexts.kept);
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByLabel("내용", { exact: true })).toHaveValue(body);
    expect(await postsTitled(upstream.api, owner, title)).toBe(0);
    await upstream.clearFaults();
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    expect(await postsTitled(upstream.api, owner, title)).toBe(1);
  });

  test("기본 설정 (its page's layout reads the upstream too): the title typed comes back in its field; sent again, saved", async ({ page, upstream }) => {
    const owner = await upstream.loginAs("streamer01");
    const heading = `업스트림 장애 중 저장 ${Date.now() % 100000}`;
    await page.goto(`/station/${owner}/setting/basic`);
    await page.getByLabel("방송국 제목").fill(heading);
    await upstreamDown(upstream);
    await page.getByRole("button", { name: "저장" }).click();
    await expect(problem(page)).toContainText(submissionTexts.kept);
    await expect(page.getByLabel("방송국 제목")).toHaveValue(heading);
    await upstream.clearFaults();
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByText("저장되었습니다.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("방송국 제목")).toHaveValue(heading);
  });
});
