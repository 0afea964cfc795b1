// The help centre end to end (002), JS on and off: FAQ search, paging and feedback; a guest's inquiry
// with two attachments; validation coming back with everything kept; a disguised .exe refused; a
// member's content report answered on the staff page, read and rated once; a guest's illegal report;
// the objection flows; the chatbot's two misses, suggestions and close confirmation; the 3-file limit and a
// failed upload; the old app's update alert; and the phone journeys (lists that grow, layers, phone modal).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, isNoJs, onlyWithoutJs, test } from "./fixtures";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const files = {
  png: { name: "화면.png", mimeType: "image/png", buffer: PNG },
  txt: { name: "log.txt", mimeType: "text/plain", buffer: Buffer.from("오류 로그 2026-01-01") },
  fakePng: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode") },
};

/** Chooses a category: with JS the select reloads the sub-categories; without, the '적용' button does. */
async function chooseCategory(page: Page, label: string, noJs: boolean) {
  await page.getByLabel(/유형$/).first().selectOption({ label });
  if (noJs) await page.getByRole("button", { name: "적용" }).click();
}

/** The reference upstream's staff page of the newly received ticket with this title. */
async function staffTicketPage(upstream: { api: APIRequestContext }, title: string): Promise<string> {
  const list = await (await upstream.api.get("/staff/help/tickets")).text();
  const id = new RegExp(`tickets/(\\d+)">\\d+</a></td><td>접수중</td>\\s*<td>[^<]*</td><td>${title}`).exec(list)?.[1];
  expect(id).toBeTruthy();
  return (await upstream.api.get(`/staff/help/tickets/${id}`)).text();
}

async function fillCommon(page: Page, values: { email: string; title: string; content: string }) {
  await page.getByLabel("이메일", { exact: true }).fill(values.email);
  await page.getByLabel("제목").fill(values.title);
  await page.getByRole("textbox", { name: /내용$/ }).fill(values.content);
}

test("FAQ: the home's top list opens a layer, the detail takes feedback and leads back to its list", async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveTitle("고객센터 - 스트림온");
  await page
    .getByRole("link", { name: /비밀번호를 잊어버렸어요/ })
    .first()
    .click();
  const layer = page.getByRole("dialog", { name: "비밀번호를 잊어버렸어요." });
  await expect(layer).toBeVisible();
  await layer.getByRole("link", { name: "해당 질문 바로가기" }).click();
  await expect(page).toHaveURL(/\/help\/faq\/\d+$/);
  await page.getByRole("button", { name: "예" }).click();
  await expect(page.getByText("소중한 의견 감사합니다.")).toBeVisible();
  await page.getByRole("link", { name: "목록" }).click();
  await expect(page).toHaveURL(/category=NODE0000000004&sub=NODE0000000006/);
});

test("FAQ: an empty search goes to the list, results strip '&#32;', pages keep the category", async ({ page }, testInfo) => {
  await page.goto("/help");
  const search = page.getByLabel("고객센터 검색");
  await search.fill("   ");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "검색" }).click();
  else await search.press("Enter");
  await expect(page).toHaveURL(/\/help\/faq$/);
  await page.goto("/help");
  await search.fill("환불");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("'환불' 검색결과 (");
  const results = page.getByRole("list", { name: "검색결과" }).getByRole("link");
  await expect(results.first()).toBeVisible();
  for (const title of await results.allTextContents()) expect(title).not.toContain("&#32;");

  // Paging keeps the category in the URL; one item open at a time.
  await page.goto("/help/faq?category=NODE0000000004");
  await expect(page.getByRole("link", { name: "유저정보" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "2 페이지" }).click();
  await expect(page).toHaveURL(/category=NODE0000000004&page=2/);
  await expect(page.getByRole("link", { name: "2 페이지" })).toHaveAttribute("aria-current", "page");
  const items = page.getByRole("main").locator("details");
  await items.nth(0).locator("summary").click();
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await page.goBack();
  await expect(page).toHaveURL(/category=NODE0000000004$/);
});

test("a guest files an inquiry with two attachments", async ({ page, upstream }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.goto("/help/inquiry");
  await expect(page.getByRole("heading", { level: 1, name: "문의하기" })).toBeVisible();
  await expect(page.getByText("로그인이 되지 않았을 경우 guest로 표기됩니다.")).toBeVisible();
  await chooseCategory(page, "유저정보", noJs);
  // The template of the category, with the ID line for guests.
  await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue(/^아이디 : /);
  await page.getByLabel("세부 유형").selectOption({ label: "아이디/비밀번호" });
  const title = `첨부 두 개 문의 ${testInfo.project.name} ${Date.now()}`;
  await fillCommon(page, { email: "guest.user@example.com", title, content: "로그인이 되지 않습니다. 확인 부탁드립니다." });
  await page.getByLabel("첨부파일").setInputFiles([files.png, files.txt]);
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
  if (!noJs) {
    // Enter never submits (§5.1), even once the form is valid.
    await expect(page.getByRole("button", { name: "문의하기" })).toBeEnabled();
    await page.getByLabel("제목").press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\/inquiry$/);
  }
  await page.getByRole("button", { name: "문의하기" }).click();

  const done = page.getByRole("dialog", { name: "문의가 접수되었습니다." });
  await expect(done).toBeVisible();
  await done.getByRole("link", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/help$/);

  // The reference upstream stored the ticket with both files.
  const ticket = await staffTicketPage(upstream, title);
  expect(ticket).toContain("화면.png");
  expect(ticket).toContain("log.txt");
  expect(ticket).toContain("--- Device Information ---\nversion: 1\nmodel: web\nOS Version: web");
});

test("rejected submissions keep everything; a disguised .exe is refused", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.goto("/help/inquiry");
  await chooseCategory(page, "장애/버그", noJs);
  await page.getByLabel("세부 유형").selectOption({ label: "PC 웹" });
  await fillCommon(page, { email: "not-an-email@", title: "짧음", content: "재생 버튼을 눌러도 반응이 없습니다." });
  await page.getByLabel("첨부파일").setInputFiles([files.png]);
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();

  const submit = page.getByRole("button", { name: "문의하기" });
  if (noJs) await submit.click();
  else await expect(submit).toBeDisabled();
  await expect(page.getByText("이메일 형식이 올바르지 않습니다. 다시 확인해 주세요.")).toBeVisible();
  await expect(page.getByText("제목을 5자 이상 입력해 주세요.")).toBeVisible();
  await expect(page.getByLabel("이메일", { exact: true })).toHaveValue("not-an-email@");
  await expect(page.getByLabel("제목")).toHaveValue("짧음");
  await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue("재생 버튼을 눌러도 반응이 없습니다.");
  if (noJs) {
    // The file went up with the rejected post: it is listed by name and need not be attached again.
    await expect(page.getByText("화면.png")).toBeVisible();
    await expect(page.getByLabel("첨부파일")).toHaveValue("");
  }

  await page.getByLabel("이메일", { exact: true }).fill("bug.report@example.com");
  await page.getByLabel("제목").fill("재생 버튼이 동작하지 않아요");
  // An executable named .png is refused by its content (in the browser with JS, else by the server).
  await page.getByLabel("첨부파일").setInputFiles([files.fakePng]);
  if (noJs) await submit.click();
  await expect(page.getByText("첨부 불가한 파일입니다.")).toBeVisible();
  if (!noJs) await expect(submit).toBeDisabled();
  await expect(page.getByLabel("제목")).toHaveValue("재생 버튼이 동작하지 않아요");
  if (noJs) {
    await expect(page.getByText("화면.png")).toBeVisible();
    await page.getByRole("button", { name: "화면.png 삭제" }).click();
    await expect(page.getByText("화면.png")).toHaveCount(0);
    await page.getByRole("button", { name: "문의하기" }).click();
    await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
  }
});

test("a member's content report is answered by staff, read and rated once", async ({ page, upstream }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const userId = await upstream.loginAs("viewer01");
  await page.goto("/help");
  await page.getByRole("link", { name: "신고하기" }).click();
  await page.getByRole("dialog", { name: "신고하기" }).getByRole("link", { name: "콘텐츠 신고" }).click();
  await expect(page).toHaveURL(/\/help\/report\/content$/);
  await expect(page.getByText(userId, { exact: true })).toBeVisible();
  await expect(page.getByLabel("세부 유형")).toHaveCount(0);
  await chooseCategory(page, "저작권 침해", noJs);
  const title = "제 영상을 허락 없이 올린 채널을 신고합니다";
  await fillCommon(page, { email: "viewer@example.com", title, content: "신고 대상: /station/abc\n제가 만든 영상을 그대로 올렸습니다." });
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
  await page.getByRole("button", { name: "신고하기" }).click();
  await page.getByRole("dialog", { name: "신고가 접수되었습니다." }).getByRole("link", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/help\/my-inquiry$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").first()).toHaveText("신고하기");
  await expect(row.getByText("접수중", { exact: true }).filter({ visible: true })).toBeVisible();
  const href = await row.getByRole("link", { name: title }).getAttribute("href");
  const ticketId = href!.split("/").pop();

  // Staff answers on the reference upstream's page.
  const staff = await page.context().newPage();
  await staff.goto(`${upstream.url}/staff/help/tickets/${ticketId}`);
  await staff.getByLabel("답변 내용 (HTML)").fill("<p>확인 결과 해당 영상을 삭제했습니다.</p><img src=x onerror=alert(1)>");
  await staff.getByRole("button", { name: "답변 등록" }).click();
  await expect(staff.getByTestId("staff-status")).toHaveText("최종답변");
  await staff.close();

  await page.reload();
  await expect(row.getByText("완료", { exact: true }).filter({ visible: true })).toBeVisible();
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByText("신고하기 > 저작권 침해")).toBeVisible();
  await expect(page.getByText("확인 결과 해당 영상을 삭제했습니다.")).toBeVisible();
  expect(await page.locator("img[onerror]").count()).toBe(0);

  await page.getByRole("link", { name: "답변 만족도 평가" }).click();
  const survey = page.getByRole("dialog", { name: "만족도 평가" });
  const send = survey.getByRole("button", { name: "평가하기" });
  if (!noJs) await expect(send).toBeDisabled();
  await survey.getByRole("group", { name: "만족스러운 답변이 되었습니까?" }).getByText("매우만족").click();
  await survey.getByRole("group", { name: "답변 속도는 만족스러우셨습니까?" }).getByText("만족", { exact: true }).click();
  await send.click();
  await expect(page.getByTestId("toast")).toContainText("만족도 참여 완료 하였습니다.");
  await expect(page.getByRole("button", { name: "답변 만족도 평가" })).toBeDisabled();
  await page.goto("/help/my-inquiry");
  await expect(row.getByRole("cell", { name: "평가완료" })).toBeVisible();

  // The second try (the e-mailed survey link) is refused.
  await page.goto(`/help/my-inquiry/survey?inquiryId=${ticketId}`);
  await expect(page.getByText("이미 참여 하였습니다.")).toBeVisible();
});

test("objection: eligible once, then 409 to my inquiries; 500 to the inquiry form; guests to help", async ({ page, upstream }) => {
  await page.goto("/help/objection");
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId("toast")).toContainText("로그인이 필요합니다.");

  const userId = await upstream.loginAs("suspended01");
  await upstream.fault({ path: "/help/api/get_objection_status.php", kind: "status", status: 500, body: { message: "" }, times: 1 });
  await page.goto("/help/objection");
  await expect(page).toHaveURL(/\/help\/inquiry$/);
  await expect(page.getByTestId("toast")).toContainText("오류가 발생했습니다. 다시 시도해 주세요.");

  await page.goto("/help/objection");
  await expect(page.getByRole("heading", { level: 1, name: "이의신청" })).toBeVisible();
  await expect(page.getByText("정지기간 중 이의신청은 1회만 가능하며 접수 진행 시 수정 및 삭제가 불가합니다.")).toBeVisible();
  await expect(page.getByText(userId, { exact: true })).toBeVisible();
  await fillCommon(page, { email: "suspended@example.com", title: "이용 정지에 이의를 신청합니다", content: "정지 사유에 해당하는 행동을 하지 않았습니다." });
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
  await page.getByRole("button", { name: "문의하기" }).click();
  await page.getByRole("dialog", { name: "문의가 접수되었습니다." }).getByRole("link", { name: "확인" }).click();
  const row = page.getByRole("row").filter({ hasText: "이용 정지에 이의를 신청합니다" });
  await expect(row.getByRole("cell").first()).toHaveText("이의신청");
  await expect(row.getByRole("cell", { name: "-", exact: true })).toBeVisible();

  await page.goto("/help/objection");
  await expect(page).toHaveURL(/\/help\/my-inquiry$/);
  await expect(page.getByTestId("toast")).toContainText("이미 이의신청을 접수하셨습니다.");
});

test("the chatbot answers, misses twice with the fallback, and asks before closing", async ({ page }) => {
  await page.goto("/help/chatbot");
  await expect(page.getByRole("heading", { level: 1, name: "도우미" })).toBeVisible();
  await expect(page.getByText("주민등록번호, 전화번호, 계좌번호 등 개인정보를 입력하지 말아주세요.")).toBeVisible();
  const log = page.getByRole("list", { name: "대화 내용" });
  await expect(log.getByRole("button", { name: "비밀번호" })).toBeVisible();
  await expect(log.locator("time").first()).toHaveText(/^(오전|오후) \d{2}:\d{2}$/);

  const input = page.getByLabel("질문 입력");
  // A question over the 100 characters is kept as typed, marked, and not sent until it fits (no silent cut).
  const long = "긴질문".repeat(50);
  await input.fill(long);
  await page.getByRole("button", { name: "전송" }).click();
  await expect(page.getByText("질문은 100자 이하로 입력해 주세요.")).toBeVisible();
  await expect(page.getByLabel("질문 입력")).toHaveValue(long);
  await expect(page.getByTestId("chat-miss")).toHaveCount(0);
  await input.fill("zxcv qwer");
  await page.getByRole("button", { name: "전송" }).click();
  await expect(page.getByTestId("chat-miss")).toHaveCount(1);
  await expect(page.getByTestId("chat-miss").last()).toContainText("문의하신 내용을 찾지 못했어요.궁금하신 사항을 다시 입력해 주세요.");
  await page.getByLabel("질문 입력").fill("asdf hjkl");
  await page.getByRole("button", { name: "전송" }).click();
  await expect(page.getByTestId("chat-miss")).toHaveCount(2);
  const second = page.getByTestId("chat-miss").last();
  await expect(second).toContainText("입력하신 내용을 찾을 수 없어요.");
  await expect(second).toContainText("1:1 문의를 통해 도와드릴게요.");
  await expect(second.getByRole("link", { name: "1:1 문의" })).toHaveAttribute("href", "/help/inquiry");

  // A keyword of the greeting asks it; the reply has markdown, links and keywords.
  await log.getByRole("button", { name: "환불" }).first().click();
  await expect(log.getByRole("listitem").last()).toContainText("환불");
  await expect(log.getByRole("list", { name: "관련 링크" }).last().getByRole("link")).not.toHaveCount(0);

  // Cancelling the close confirmation goes back to the same conversation, with what was typed.
  const turns = await log.getByRole("listitem").count();
  await page.getByLabel("질문 입력").fill("아직 쓰는 중");
  await page.getByRole("button", { name: "닫기" }).click();
  const confirm = page.getByRole("dialog", { name: "도우미를 종료 하시겠습니까?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
  await expect(log.getByRole("listitem")).toHaveCount(turns);
  await expect(page.getByLabel("질문 입력")).toHaveValue("아직 쓰는 중");

  await page.getByRole("button", { name: "닫기" }).click();
  await confirm.getByRole("link", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test("the illegal report: notice, fixed category, form downloads, the types guide, and a guest's report with evidence", async ({
  page,
  upstream,
}, testInfo) => {
  await page.goto("/help/report/illegal");
  await expect(page.getByRole("heading", { level: 1, name: "불법촬영물등 유통 신고" })).toBeVisible();
  await expect(page.getByText("증거 자료를 반드시 첨부해 주세요.", { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel("신고 유형")).toBeDisabled();
  await expect(page.getByLabel("세부 유형").getByRole("option")).toHaveText(["선택해 주세요", "불법촬영물", "허위영상물", "아동·청소년성착취물"]);
  for (const label of ["한글(.hwp) 양식 받기", "워드(.docx) 양식 받기"]) {
    const response = await page.request.get((await page.getByRole("link", { name: label }).getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain("attachment");
  }
  await page.getByRole("link", { name: "불법촬영물등 유형과 정의 안내" }).click();
  const guide = page.getByRole("dialog", { name: "불법촬영물등 유형과 정의 안내" });
  await expect(guide.getByText("허위영상물")).toBeVisible();
  await guide.getByRole("link", { name: "닫기" }).click();
  await expect(page).toHaveURL(/\/help\/report\/illegal#illegal-guide-button$/);

  // A guest's report with a PDF of evidence: the four-line content reaches staff, without the device block.
  await page.getByLabel("세부 유형").selectOption({ label: "허위영상물" });
  const title = `허위영상물 유통 신고 ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("신고자·요청자 이름").fill("김신고");
  await page.getByLabel("생년월일(기관·법인번호)").fill("1990-01-02");
  await page.getByLabel("휴대폰 번호").fill("010-1234-5678");
  await fillCommon(page, { email: "reporter@example.com", title, content: "합성된 영상이 /station/abc 에 올라와 있습니다." });
  const pdf = { name: "증거자료.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% evidence\n") };
  await page.getByLabel("첨부파일").setInputFiles([pdf]);
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
  await page.getByRole("button", { name: "신고하기" }).click();
  await page.getByRole("dialog", { name: "신고가 접수되었습니다." }).getByRole("link", { name: "확인" }).click();

  const ticket = await staffTicketPage(upstream, title);
  expect(ticket).toContain("허위영상물");
  expect(ticket).toContain("증거자료.pdf");
  expect(ticket).toContain("1) 신고자(기관) 이름: 김신고\n2) 생년월일(법인번호): 19900102\n3) 휴대폰 번호: 01012345678\n4) 신고 내용: 합성된 영상이");
  expect(ticket).not.toContain("Device Information");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the chatbot's second miss offers 1:1 문의 as a whole touch target", async ({ page }, testInfo) => {
    onlyWithoutJs(testInfo);
    await page.goto("/help/chatbot");
    for (const [question, misses] of [
      ["zxcv qwer", 1],
      ["asdf hjkl", 2],
    ] as const) {
      await page.getByLabel("질문 입력").fill(question);
      await page.getByRole("button", { name: "전송" }).click();
      await expect(page.getByTestId("chat-miss")).toHaveCount(misses);
    }
    const link = page.getByTestId("chat-miss").last().getByRole("link", { name: "1:1 문의" });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test("the FAQ grows by scrolling (a '더보기' page without JS), the top list opens a layer, the phone modal", async ({ page }, testInfo) => {
    const noJs = isNoJs(testInfo);
    await page.goto("/help/faq");
    const items = page.getByRole("main").locator("details");
    await expect(items).toHaveCount(10);
    const firstTitle = await items.first().locator("summary").textContent();
    // Without JS '더보기' is followed from the keyboard, here and below: the link can move as the list's rest arrives,
    // and a click made where it was lands on a card.
    const more = page.getByRole("link", { name: "더보기" });
    if (noJs) {
      await more.press("Enter");
      await expect(page).toHaveURL(/page=2/);
      await expect(items.first().locator("summary")).not.toHaveText(firstTitle!);
    } else {
      // The whole FAQ has 12 questions: the second page appends the last 2 and the link goes away.
      await more.scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(12);
      await expect(more).toHaveCount(0);
      await expect(items.first().locator("summary")).toHaveText(firstTitle!);
      await expect(page).toHaveURL(/\/help\/faq$/);
    }

    await page.goto("/help");
    await page
      .getByRole("link", { name: /비밀번호를 잊어버렸어요/ })
      .first()
      .click();
    const layer = page.getByRole("dialog", { name: "비밀번호를 잊어버렸어요." });
    await expect(layer).toBeVisible();
    // A layer covers the phone's screen.
    const box = (await layer.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(380);
    await layer.getByRole("link", { name: "닫기" }).click();
    await expect(layer).toHaveCount(0);

    await page.getByRole("link", { name: "전화상담" }).click();
    const phone = page.getByRole("dialog", { name: "전화상담" });
    await expect(phone.getByText("1688-0000")).toBeVisible();
    await expect(phone.getByText("평일 09:00~02:00")).toBeVisible();
  });

  test("my inquiries grow by scrolling, and a row from the second page opens its own survey", async ({ page, upstream }, testInfo) => {
    await upstream.loginAs("viewer01");
    await page.goto("/help/my-inquiry");
    const rows = page.getByRole("row");
    // The header row is hidden on phones.
    await expect(rows).toHaveCount(10);
    const more = page.getByRole("link", { name: "더보기" });
    if (isNoJs(testInfo)) await more.press("Enter");
    else {
      await more.scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(14);
    }
    const row = rows.filter({ hasText: "욕설이 심한 채팅 사용자를 신고합니다" });
    await row.getByRole("link", { name: "답변 평가" }).click();
    const survey = page.getByRole("dialog", { name: "만족도 평가" });
    await survey.getByRole("group", { name: "만족스러운 답변이 되었습니까?" }).getByText("만족", { exact: true }).click();
    await survey.getByRole("group", { name: "답변 속도는 만족스러우셨습니까?" }).getByText("보통").click();
    await survey.getByRole("button", { name: "평가하기" }).click();
    await expect(page.getByTestId("toast")).toContainText("만족도 참여 완료 하였습니다.");
    await expect(rows.filter({ hasText: "욕설이 심한 채팅 사용자를 신고합니다" }).getByText("평가완료")).toBeVisible();
  });
});

test("attachments: more than 3 files are refused, a failed upload says so and keeps what was typed", async ({ page, upstream }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.goto("/help/inquiry");
  await chooseCategory(page, "장애/버그", noJs);
  await page.getByLabel("세부 유형").selectOption({ label: "PC 웹" });
  await fillCommon(page, { email: "files@example.com", title: "첨부파일 제한 확인", content: "파일을 네 개 올려 봅니다. 확인 부탁드립니다." });
  await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
  const png = (name: string) => ({ ...files.png, name });
  await page.getByLabel("첨부파일").setInputFiles([png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
  const submit = page.getByRole("button", { name: "문의하기" });
  if (noJs) await submit.click();
  else await expect(submit).toBeDisabled();
  await expect(page.getByText("3개 이하의 파일만 첨부할 수 있습니다.")).toBeVisible();
  await expect(page.getByLabel("제목")).toHaveValue("첨부파일 제한 확인");
  if (noJs) {
    // Without JS the files come together: the first three are kept (listed by name), the fourth is named.
    await expect(page.getByText("3개 이하의 파일만 첨부할 수 있습니다. (4.png)")).toBeVisible();
    for (const name of ["1.png", "2.png", "3.png"]) await expect(page.getByRole("button", { name: `${name} 삭제` })).toBeVisible();
    await page.getByRole("button", { name: "3.png 삭제" }).click();
    await expect(page.getByRole("button", { name: "3.png 삭제" })).toHaveCount(0);
  }

  // The help service fails to take the files: the form says so and nothing typed is lost.
  await upstream.fault({ path: "/help/tempfile.php", kind: "status", status: 500, times: 1 });
  await page.getByLabel("첨부파일").setInputFiles([png("5.png")]);
  if (noJs) await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
  await submit.click();
  await expect(page.getByText("파일 업로드 중 오류가 발생했습니다.")).toBeVisible();
  await expect(page.getByLabel("제목")).toHaveValue("첨부파일 제한 확인");
  await expect(page.getByRole("textbox", { name: "문의 내용" })).toHaveValue("파일을 네 개 올려 봅니다. 확인 부탁드립니다.");
  await expect(page.getByLabel("이메일", { exact: true })).toHaveValue("files@example.com");
});

test.describe("inside an app older than 8.15.0", () => {
  test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.14.9" });

  test("the illegal report's form download asks to update the app", async ({ page }, testInfo) => {
    await page.goto("/help/report/illegal");
    const download = page.getByRole("link", { name: "한글(.hwp) 양식 받기" });
    if (isNoJs(testInfo)) {
      await download.click();
      await expect(page.getByRole("dialog").getByText("양식을 다운로드하려면 앱을 최신 버전(8.15.0 이상)으로 업데이트해 주세요.")).toBeVisible();
    } else {
      const alerts: string[] = [];
      page.once("dialog", (dialog) => (alerts.push(dialog.message()), void dialog.dismiss()));
      await download.click();
      await expect.poll(() => alerts).toEqual(["양식을 다운로드하려면 앱을 최신 버전(8.15.0 이상)으로 업데이트해 주세요."]);
      await expect(page).toHaveURL(/\/help\/report\/illegal$/);
    }
  });
});

test("the chatbot suggests questions while typing", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "suggestions need JS; the question is sent as typed without it");
  await page.goto("/help/chatbot");
  await page.getByLabel("질문 입력").pressSequentially("비밀");
  await expect(page.locator("#chat-suggestions option").first()).toHaveAttribute("value", /비밀/);
});

test("the help search box suggests FAQ titles while typing", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "suggestions need JS; the search is sent as typed without it");
  await page.goto("/help");
  await page.locator("#help-home-search").pressSequentially("환불");
  await expect(page.locator('#help-home-search-suggestions option[value="환불은 언제 되나요?"]')).toHaveCount(1);
});
