// Nothing lost, nothing stored twice (one submission mechanism for every form): a form whose post does not
// get through stays as it was (text, choices, files chosen) with what happened and a button to send it again,
// never the error page; every repeat of one submission (a retry after a lost answer, Back and press again, the
// same draft in two tabs) stores it once and shows the stored result. The cases that need the production
// limits and time-outs run on a portal of their own (submissions-strict.spec.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { submissionTexts } from "../app/i18n/ko/submission";
import { expect, isNoJs, test } from "./fixtures";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** The inquiry form filled in whole, a file attached, ready to send (without JS the category is applied by '적용'). */
async function fillInquiry(page: Page, title: string) {
  await page.getByLabel("문의 유형").selectOption({ label: "유저정보" });
  const apply = page.getByRole("button", { name: "적용" });
  if (await apply.isVisible()) await apply.click();
  await page.getByLabel("세부 유형").selectOption({ index: 1 });
  await page.getByLabel("이메일", { exact: true }).fill("keep@example.com");
  await page.getByLabel("제목").fill(title);
  await page.getByRole("textbox", { name: "문의 내용" }).fill("로그인이 되지 않습니다. 비밀번호를 바꿔도 같습니다.");
  await page.getByLabel("첨부파일").setInputFiles([png("화면.png")]);
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
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("alert").filter({ hasText: submissionTexts.failure.network })).toBeVisible();
    await expect.poll(() => ticketsTitled(upstream.api, title)).toBe(1);
    expect(await chosenFiles(page)).toEqual(["화면.png"]);

    await page.getByRole("button", { name: submissionTexts.retry }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
    expect(await ticketsTitled(upstream.api, title)).toBe(1);
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
