// Nothing lost, nothing stored twice (one submission mechanism for every form): a form whose post does not
// get through stays as it was (text, choices, files chosen) with what happened and a button to send it again,
// never the error page; every repeat of one submission (a retry after a lost answer, Back and press again, the
// same draft in two tabs) stores it once and shows the stored result. The cases that need the production
// limits and time-outs run on a portal of their own (submissions-strict.spec.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { helpChatbot } from "../app/i18n/ko/help/chatbot";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, expectBrowserErrors, isNoJs, test } from "./fixtures";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** The inquiry form filled in whole, a file attached unless told, ready to send (without JS the category is applied by '적용'). */
async function fillInquiry(page: Page, title: string, { file = true } = {}) {
  await page.getByLabel("문의 유형").selectOption({ label: "유저정보" });
  const apply = page.getByRole("button", { name: "적용" });
  if (await apply.isVisible()) await apply.click();
  await page.getByLabel("세부 유형").selectOption({ index: 1 });
  await page.getByLabel("이메일", { exact: true }).fill("keep@example.com");
  await page.getByLabel("제목").fill(title);
  await page.getByRole("textbox", { name: "문의 내용" }).fill("로그인이 되지 않습니다. 비밀번호를 바꿔도 같습니다.");
  if (file) await page.getByLabel("첨부파일").setInputFiles([png("화면.png")]);
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
}

/** The tickets the staff page lists under this title. */
async function ticketsTitled(api: APIRequestContext, title: string): Promise<number> {
  const list = await (await api.get("/staff/help/tickets")).text();
  return list.split(`<td>${title}<`).length - 1;
}

const chosenFiles = (page: Page) =>
  page.getByLabel("첨부파일").evaluate((input) => Array.from((input as HTMLInputElement).files ?? []).map((file) => file.name));

test.describe("with JS, a post that does not get through keeps the form", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser keeps the page only with JS; without, a lost connection is the browser's own page");

  test("offline as 문의하기 is pressed: the form stays with its file and says so; sent again online, one ticket", async ({ page, context, upstream }) => {
    const title = `연결 끊김 문의 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    expectBrowserErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.offline })).toBeVisible();
    await expect(page.getByRole("heading", { name: "일시적으로 서비스에 접속할 수 없습니다." })).toHaveCount(0);
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue("로그인이 되지 않습니다. 비밀번호를 바꿔도 같습니다.");
    expect(await chosenFiles(page)).toEqual(["화면.png"]);

    await context.setOffline(false);
    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    expect(await ticketsTitled(upstream.api, title)).toBe(1);
    expect(await (await upstream.api.get("/staff/help/tickets")).text()).toContain(title);
  });

  test("the answer lost after the ticket was stored: sending again shows the stored ticket's result, not a second ticket", async ({ page, upstream }) => {
    const title = `응답 유실 문의 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    // The post reaches the portal and is carried out; its answer never reaches the browser.
    await page.route(
      (url) => url.pathname === "/help/inquiry" && url.searchParams.has("_data"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    expectBrowserErrors(/net::ERR_CONNECTION_RESET/);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.network })).toBeVisible();
    await expect.poll(() => ticketsTitled(upstream.api, title)).toBe(1);
    expect(await chosenFiles(page)).toEqual(["화면.png"]);

    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    expect(await ticketsTitled(upstream.api, title)).toBe(1);
  });
});

test("with JS, a question typed while the chatbot's answer is on its way stays in the input when the answer comes", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: without it the page is loaded again for each question");
  await page.goto("/help/chatbot");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/help/chatbot" && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  const input = page.getByLabel("질문 입력");
  await input.fill("환불은 언제 되나요");
  await page.getByRole("button", { name: "전송" }).click();
  await expect(page.getByText(helpChatbot.chatbot.waiting)).toBeVisible();
  await input.fill("결제 취소는 어디서 하나요");
  release();
  await expect(page.getByText(helpChatbot.chatbot.waiting)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "대화 내용" }).locator(":scope > li")).toHaveCount(3);
  await expect(input).toHaveValue("결제 취소는 어디서 하나요");
});

test.describe("with JS, every repeat of one submission stores it once", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "Back and a second tab with the same draft are the app's own (without JS see help-uploads.spec.ts item 7)",
  );

  test("Back after the 접수 dialog and 문의하기 again: the stored ticket's dialog again, not a second ticket", async ({ page, upstream }) => {
    const title = `뒤로 가기 재전송 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/help\/inquiry$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel("제목")).toHaveValue(title);
    const submit = page.getByRole("button", { name: "문의하기" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    expect(await ticketsTitled(upstream.api, title)).toBe(1);
  });

  test("the same draft in two tabs: the second tab finds it, and sent from both it is one ticket", async ({ page, context, upstream }) => {
    const title = `두 탭 초안 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title, { file: false });
    // The device keeps the draft a moment after the last keystroke: a second tab is opened after that.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("form-draft:ticket-inquiry") ?? "")).toContain(title);
    const second = await context.newPage();
    await second.goto("/help/inquiry");
    await expect(second.getByText(submissionTexts.restoredHere)).toBeVisible();
    await expect(second.getByLabel("제목")).toHaveValue(title);
    await expect(second.getByLabel("세부 유형")).not.toHaveValue("");
    await second.getByText("개인정보 수집 및 이용에 동의합니다.").check();
    for (const tab of [page, second]) {
      await tab.getByRole("button", { name: "문의하기" }).click();
      await expect(tab.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    }
    expect(await ticketsTitled(upstream.api, title)).toBe(1);
    // Sent, the draft is done with: the form opens empty.
    const third = await context.newPage();
    await third.goto("/help/inquiry");
    await expect(third.getByLabel("제목")).toHaveValue("");
    await expect(third.getByText(submissionTexts.restoredHere)).toHaveCount(0);
  });
});

test.describe("a member's changes are made once, and a one-tap form that fails keeps the page", () => {
  test("a new group's 추가 pressed twice before the first answer: one group", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    const name = `두번 ${Date.now() % 100000}`;
    await page.goto("/my/favorite");
    await page.getByRole("link", { name: "그룹 추가" }).click();
    const add = page.getByRole("dialog", { name: "그룹 추가" });
    await add.getByRole("textbox", { name: "그룹명" }).fill(name);
    // The first post is held until the second is on its way: both reach the portal with the page's one key.
    let release!: () => void;
    const secondSent = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await page.route(
      (url) => url.pathname.startsWith("/my/favorite"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        if (posts === 1) await secondSent;
        else release();
        await route.continue();
      },
    );
    const button = add.getByRole("button", { name: "추가" });
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 60 });
    await expect(page.getByText("그룹이 추가되었습니다.").first()).toBeVisible();
    await page.unroute((url) => url.pathname.startsWith("/my/favorite"));
    await page.goto("/my/favorite");
    await expect(page.getByRole("navigation", { name: "즐겨찾기 그룹" }).getByRole("link", { name })).toHaveCount(1);
  });

  test("with JS, a favourite tapped offline: the page stays and says so; tapped again online, it is added", async ({ page, context, upstream }, testInfo) => {
    test.skip(isNoJs(testInfo), "with JS: without it the browser shows its own page for a lost connection");
    await upstream.loginAs("viewer01");
    await page.goto("/station/hyunkang200");
    // The page's forms are ready to be sent (their routes in memory) before the connection goes.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-form-routes"));
    expectBrowserErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    await page.getByRole("button", { name: "즐겨찾기", exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: submissionTexts.failure.offline })).toBeVisible();
    await expect(page.getByRole("heading", { name: "일시적으로 서비스에 접속할 수 없습니다." })).toHaveCount(0);
    await expect(page).toHaveURL(/\/station\/hyunkang200$/);
    await context.setOffline(false);
    await page.getByRole("button", { name: "즐겨찾기", exact: true }).click();
    await expect(page.getByRole("link", { name: "즐겨찾기 해제", exact: true })).toBeVisible();
  });
});

test.describe("nothing is cut or dropped in silence", () => {
  test("5,000 characters pasted into the 1,000-character content are kept whole and marked with the message", async ({ page }, testInfo) => {
    const long = "가".repeat(5000);
    await page.goto("/help/inquiry");
    await fillInquiry(page, `긴 내용 ${Date.now()}`);
    const content = page.getByRole("textbox", { name: "문의 내용" });
    await content.fill(long);
    if (isNoJs(testInfo)) await page.getByRole("button", { name: "문의하기" }).click();
    else await content.blur();
    await expect(page.getByText("내용을 1,000자 이하로 입력해 주세요.")).toBeVisible();
    await expect(content).toHaveValue(long);
    await expect(page.getByText("5,000/1,000")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    if (!isNoJs(testInfo)) await expect(page.getByRole("button", { name: "문의하기" })).toBeDisabled();
  });

  test("a report's comment over 500 characters is kept whole with its reason and marked with the message", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    const long = "신고".repeat(300);
    await page.goto("/station/streamer01/post/90000002?dialog=report");
    const report = page.getByRole("dialog", { name: "신고하기" });
    await report.getByLabel("도배").check();
    await report.getByLabel("상세 내용 (선택)").fill(long);
    await report.getByRole("button", { name: "신고하기" }).click();
    const again = page.getByRole("dialog", { name: "신고하기" });
    await expect(again.getByText("상세 내용은 500자까지 입력할 수 있습니다.")).toBeVisible();
    await expect(again.getByLabel("상세 내용 (선택)")).toHaveValue(long);
    await expect(again.getByLabel("도배")).toBeChecked();
    await expect(page.getByText("신고가 접수되었습니다.")).toHaveCount(0);
  });

  test("a group name over 20 characters is kept as typed and marked with the message", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    const long = `아주 긴 그룹 이름 ${"가".repeat(20)}`;
    await page.goto("/my/favorite");
    await page.getByRole("link", { name: "그룹 추가" }).click();
    const add = page.getByRole("dialog", { name: "그룹 추가" });
    await add.getByRole("textbox", { name: "그룹명" }).fill(long);
    await add.getByRole("button", { name: "추가" }).click();
    const again = page.getByRole("dialog", { name: "그룹 추가" });
    await expect(again.getByText("그룹명은 20자 이내로 입력해 주세요.")).toBeVisible();
    await expect(again.getByRole("textbox", { name: "그룹명" })).toHaveValue(long);
    await expect(page.getByRole("navigation", { name: "즐겨찾기 그룹" }).getByRole("link", { name: long })).toHaveCount(0);
  });

  test("without JS, a post over 10 MB keeps the files that fit and names the one that did not", async ({ page, upstream }, testInfo) => {
    test.skip(!isNoJs(testInfo), "JS off: with JS the browser refuses the choice before anything is sent");
    const MB = 1024 * 1024;
    const big = (name: string, bytes: number) => ({ name, mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]) });
    const title = `큰 첨부 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    await page.getByLabel("첨부파일").setInputFiles([big("육메가.png", 6 * MB), big("오메가.png", 5 * MB)]);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByText(`10MB 이하의 파일만 첨부 가능합니다. (오메가.png)`)).toBeVisible();
    await expect(page.getByRole("button", { name: "육메가.png 삭제" })).toBeVisible();
    await expect(page.getByRole("button", { name: "오메가.png 삭제" })).toHaveCount(0);
    await expect(page.getByLabel("제목")).toHaveValue(title);
    // Sent as it is now, the report goes with the file that fit.
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    const list = await (await upstream.api.get("/staff/help/tickets")).text();
    const id = new RegExp(`tickets/(\\d+)">\\d+</a></td><td>접수중</td>\\s*<td>[^<]*</td><td>${title}<`).exec(list)?.[1];
    expect(await (await upstream.api.get(`/staff/help/tickets/${id}`)).text()).toContain("육메가.png");
  });

  test('a file is shown and stored as its user named it ("q".png), not as the browser escaped it', async ({ page, upstream }, testInfo) => {
    test.skip(!isNoJs(testInfo), "JS off: the kept files are listed after the server's answer");
    const title = `따옴표 파일 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    await page.getByLabel("첨부파일").setInputFiles([png('"q".png')]);
    // Sent without the agreement: the file goes up and comes back listed by name.
    await page.getByText("개인정보 수집 및 이용에 동의합니다.").uncheck();
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByText("개인정보 수집 및 이용에 동의해 주세요.")).toBeVisible();
    await expect(page.getByText('"q".png', { exact: true })).toBeVisible();
    await expect(page.getByText("%22q%22.png")).toHaveCount(0);
    await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    const list = await (await upstream.api.get("/staff/help/tickets")).text();
    const id = new RegExp(`tickets/(\\d+)">\\d+</a></td><td>접수중</td>\\s*<td>[^<]*</td><td>${title}<`).exec(list)?.[1];
    const ticket = await (await upstream.api.get(`/staff/help/tickets/${id}`)).text();
    expect(ticket).toContain("&quot;q&quot;.png");
  });
});

test.describe("a session that runs out keeps the draft through the login", () => {
  /** The member's session ends (as it does when it expires), keeping every other cookie. */
  async function sessionRunsOut(page: Page) {
    await page.context().clearCookies({ name: "UserTicket" });
  }
  /** On the upstream's login page the form asked for: logs in again and comes back. */
  async function logInAgain(page: Page, upstream: { url: string }, userId: string) {
    await expect(page).toHaveURL((url) => url.href.startsWith(`${upstream.url}/login/login.php`));
    await page.getByLabel("아이디").fill(userId);
    await page.getByLabel("비밀번호").fill("demo1234");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
  }

  test("a streamer's post: 등록 after the session ran out leads to the login and back to the form with the title and body; sent, it is stored", async ({
    page,
    upstream,
  }) => {
    const owner = await upstream.loginAs("streamer01");
    const title = `만료 후 등록 ${Date.now()}`;
    await page.goto(`/station/${owner}/post/write`);
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용", { exact: true }).fill("세션이 끝난 뒤에 누른 글입니다.\n둘째 줄");
    await sessionRunsOut(page);
    await page.getByRole("button", { name: "등록" }).click();
    await logInAgain(page, upstream, owner);
    await expect(page).toHaveURL(new RegExp(`/station/${owner}/post/write$`));
    await expect(page.getByText(submissionTexts.restored)).toBeVisible();
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByLabel("내용", { exact: true })).toHaveValue("세션이 끝난 뒤에 누른 글입니다.\n둘째 줄");
    await page.getByRole("button", { name: "등록" }).click();
    await expect(page).toHaveURL(new RegExp(`/station/${owner}/post/\\d+$`));
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("기본 설정: 저장 after the session ran out comes back after the login with what was typed, and saves", async ({ page, upstream }) => {
    const owner = await upstream.loginAs("streamer01");
    const heading = `만료 후 저장 ${Date.now() % 100000}`;
    await page.goto(`/station/${owner}/setting/basic`);
    await page.getByLabel("방송국 제목").fill(heading);
    await sessionRunsOut(page);
    await page.getByRole("button", { name: "저장" }).click();
    await logInAgain(page, upstream, owner);
    await expect(page).toHaveURL(new RegExp(`/station/${owner}/setting/basic$`));
    await expect(page.getByText(submissionTexts.restored)).toBeVisible();
    await expect(page.getByLabel("방송국 제목")).toHaveValue(heading);
    await page.getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("저장되었습니다.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("방송국 제목")).toHaveValue(heading);
  });

  test("a member's inquiry: sent after the session ran out, it is not sent as a guest's but comes back after the login, and is filed as theirs", async ({
    page,
    upstream,
  }) => {
    const member = await upstream.loginAs("viewer01");
    const title = `만료 후 문의 ${Date.now()}`;
    await page.goto("/help/inquiry");
    await fillInquiry(page, title);
    await sessionRunsOut(page);
    await page.getByRole("button", { name: "문의하기" }).click();
    await logInAgain(page, upstream, member);
    await expect(page).toHaveURL(/\/help\/inquiry$/);
    // The file chosen for that post could not be kept: the form says so.
    await expect(page.getByText(submissionTexts.restoredWithoutFiles)).toBeVisible();
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue("로그인이 되지 않습니다. 비밀번호를 바꿔도 같습니다.");
    await expect(page.getByLabel("이메일", { exact: true })).toHaveValue("keep@example.com");
    await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    await page.goto("/help/my-inquiry");
    await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  });
});
