// The help centre on a phone keyboard and without JS: Enter (a phone keyboard's Go key) sends
// the chatbot's question and submits a help form rather than a helper button that comes first in the page;
// the JS-off chatbot shows its newest answer; the illegal report's guide opens without losing the form.
import type { Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS } from "./fixtures";

const PDF = { name: "증거자료.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% evidence\n") };

/** Chooses a category: with JS the select reloads the sub-categories; without, the '적용' button does. */
async function chooseCategory(page: Page, label: string, noJs: boolean) {
  await page.getByLabel(/유형$/).first().selectOption({ label });
  if (noJs) await page.getByRole("button", { name: "적용" }).click();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the chatbot at ${viewport.width} px: Enter sends the question and the newest answer is in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/help/chatbot");
    const log = page.getByRole("list", { name: "대화 내용" });
    const turns = log.locator(":scope > li");
    // Each answered turn has its time; the pending bubbles of the JS view have none.
    const answered = log.locator(":scope > li > time");
    await expect(answered).toHaveCount(1);
    const input = page.getByLabel("질문 입력");
    for (const [index, question] of ["비밀번호", "환불"].entries()) {
      await input.fill(question);
      await input.press("Enter");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(answered).toHaveCount(3 + index * 2);
      await expect(turns.nth(1 + index * 2)).toContainText(question);
    }
    // The conversation is longer than its box, which shows its end: the newest answer to its time.
    expect(await log.locator("xpath=..").evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    await expect(answered.last()).toBeInViewport();
  });
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("Enter in a help form's title submits the form, not the category '적용'", async ({ page }, testInfo) => {
      const noJs = isNoJs(testInfo);
      for (const [path, category] of [
        ["/help/inquiry", "장애/버그"],
        ["/help/report/content", "저작권 침해"],
      ]) {
        await page.goto(path);
        await chooseCategory(page, category, noJs);
        const content = page.getByRole("textbox", { name: /내용$/ });
        await expect(content).not.toHaveValue("");
        const sub = page.getByLabel("세부 유형");
        const hasSub = path === "/help/inquiry";
        if (hasSub) await sub.selectOption({ index: 1 });
        const chosen = hasSub ? await sub.inputValue() : "";
        await content.fill("엔터로 보낸 내용");
        await page.getByLabel("제목").fill("엔터 제목");
        await page.getByLabel("제목").press("Enter");
        // Without JS the form was submitted: the server answers with what is missing (the e-mail).
        if (noJs) await expect(page.getByRole("alert").first()).toBeVisible();
        else await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(content).toHaveValue("엔터로 보낸 내용");
        await expect(page.getByLabel("제목")).toHaveValue("엔터 제목");
        if (hasSub) await expect(sub).toHaveValue(chosen);
      }
    });

    test("without JS, Enter in the illegal report's e-mail submits the form and keeps its attachment", async ({ page }, testInfo) => {
      test.skip(!isNoJs(testInfo), "with JS Enter never submits (002 §5.1) and an incomplete form cannot be sent");
      await page.goto("/help/report/illegal");
      await page.getByLabel("첨부파일").setInputFiles([PDF]);
      await page.getByRole("button", { name: "신고하기" }).click();
      const kept = page.getByRole("button", { name: "증거자료.pdf 삭제" });
      await expect(kept).toBeVisible();
      const email = page.getByLabel("이메일", { exact: true });
      await email.fill("reporter@example.com");
      await email.press("Enter");
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expect(email).toHaveValue("reporter@example.com");
      await expect(kept).toBeVisible();
    });

    test("opening the illegal report's guide keeps the form as typed", async ({ page }) => {
      await page.goto("/help/report/illegal");
      await page.getByLabel("세부 유형").selectOption({ label: "허위영상물" });
      await page.getByLabel("신고자·요청자 이름").fill("김신고");
      await page.getByLabel("이메일", { exact: true }).fill("reporter@example.com");
      await page.getByLabel("제목").fill("가이드를 본 신고");
      const content = page.getByRole("textbox", { name: /내용$/ });
      await content.fill("가이드를 보기 전에 쓴 내용");
      await page.getByLabel("첨부파일").setInputFiles([PDF]);

      await page.getByRole("link", { name: "불법촬영물등 유형과 정의 안내" }).click();
      const guide = page.getByRole("dialog", { name: "불법촬영물등 유형과 정의 안내" });
      // Over the page where the user is, not at its end.
      await expect(guide.getByText("허위영상물")).toBeInViewport();
      await guide.getByRole("link", { name: "닫기" }).click();
      await expect(guide).toBeHidden();

      await expect(page.getByLabel("세부 유형").locator("option:checked")).toHaveText("허위영상물");
      await expect(page.getByLabel("신고자·요청자 이름")).toHaveValue("김신고");
      await expect(page.getByLabel("이메일", { exact: true })).toHaveValue("reporter@example.com");
      await expect(page.getByLabel("제목")).toHaveValue("가이드를 본 신고");
      await expect(content).toHaveValue("가이드를 보기 전에 쓴 내용");
      expect(await page.getByLabel("첨부파일").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("증거자료.pdf");
    });
  });
