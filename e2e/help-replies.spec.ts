// Issue 20, items 10 and 12: a ticket's interim and additional replies are read on its detail page, oldest
// first beside the final answer, on a phone too (item 10); the survey says why before it sends the user to
// log in (-2008), refuses a ticket that has no answer yet, and a half-filled JS-off survey comes back with
// the choice made (item 12). Staff answer on the reference upstream's staff page (its form, posted directly).
import { expect, isNoJs, test, type Upstream, WIDTHS } from "./fixtures";

const SCORE = { feedback: "만족스러운 답변이 되었습니까?", speed: "답변 속도는 만족스러우셨습니까?" } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A fresh copy of the demo viewer (its seeded tickets included), not logged in in the browser. */
async function freshMember(upstream: Upstream): Promise<string> {
  const response = await upstream.api.post("/__test/accounts", { data: { template: "viewer01" } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { user_id: string }).user_id;
}

/** The id of the member's seeded ticket with this title, from the staff page's list. */
async function ticketOf(upstream: Upstream, userId: string, title: string): Promise<string> {
  const list = await (await upstream.api.get("/staff/help/tickets")).text();
  const row = new RegExp(`tickets/(\\d+)">\\d+</a></td><td>[^<]*</td>\\s*<td>[^<]*</td><td>${escape(title)}</td>\\s*<td>${escape(userId)}</td>`);
  const id = row.exec(list)?.[1];
  expect(id, `${title} of ${userId}`).toBeTruthy();
  return id!;
}

/** Staff answer the ticket (ANSWTMP interim, ANSWADD additional, ANSWEND final) with HTML of their own. */
async function staffAnswers(upstream: Upstream, ticketId: string, kind: "ANSWTMP" | "ANSWADD" | "ANSWEND", contents: string, staffName: string) {
  const response = await upstream.api.post(`/staff/help/tickets/${ticketId}`, { form: { kind, staffName, contents }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("item 10: every reply is read oldest first under its kind, sanitised, and none widens the page", async ({ page, upstream }) => {
      const userId = await upstream.loginAs("viewer01");
      const ticketId = await ticketOf(upstream, userId, "채팅창에 글이 입력되지 않습니다");
      await staffAnswers(upstream, ticketId, "ANSWTMP", "<p>담당 부서에 확인하고 있습니다.</p><img src=x onerror=alert(1)>", "상담원 이바다");
      const log = `E/AndroidRuntime: FATAL EXCEPTION: main ${"java.lang.IllegalStateException.at.com.streamon.chat.ChatInputView".repeat(3)}`;
      await staffAnswers(
        upstream,
        ticketId,
        "ANSWADD",
        `<p>보내주신 로그를 확인했습니다. https://help.streamon.example/guide/${"chat-input-troubleshooting-".repeat(4)}</p><pre>${log}</pre>`,
        "상담원 한결",
      );
      await staffAnswers(upstream, ticketId, "ANSWEND", "<p>앱을 최신 버전으로 업데이트하면 채팅이 입력됩니다.</p>", "상담원 김하늘");

      await page.goto(`/help/my-inquiry/${ticketId}`);
      const detail = page.getByRole("article");
      // The question (a heading for screen readers), then the replies in the order they were written.
      await expect(detail.getByRole("heading", { level: 2 })).toHaveText(["문의 내용", "중간회신", "추가답변", "답변"]);
      const interim = detail.getByRole("region", { name: "중간회신" });
      await expect(interim.getByText("담당 부서에 확인하고 있습니다.")).toBeVisible();
      await expect(interim.getByText("상담원 이바다")).toBeVisible();
      const additional = detail.getByRole("region", { name: "추가답변" });
      await expect(additional.getByText("보내주신 로그를 확인했습니다.", { exact: false })).toBeVisible();
      await expect(additional.getByText("FATAL EXCEPTION", { exact: false })).toBeVisible();
      const final = detail.getByRole("region", { name: "답변", exact: true });
      await expect(final.getByText("앱을 최신 버전으로 업데이트하면 채팅이 입력됩니다.")).toBeVisible();
      // The survey stays with the final answer (002 §4.2).
      await expect(final.getByRole("link", { name: "답변 만족도 평가" })).toBeVisible();
      await expect(detail.getByRole("link", { name: "답변 만족도 평가" })).toHaveCount(1);
      // Staff HTML is sanitised on the server, as the final answer's is.
      await expect(page.locator("img[onerror]")).toHaveCount(0);
      // A long address and a long log line wrap: no sideways scroll, on a 390 px phone too.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width.use.viewport.width);
    });

    test("item 12a: a survey for another account's ticket says why, then offers the login that comes back to it", async ({ page, upstream }) => {
      const ticketId = await ticketOf(upstream, await freshMember(upstream), "결제했는데 별풍선이 들어오지 않았어요");
      // The e-mailed survey link, opened without being logged in.
      const surveyPath = `/help/my-inquiry/survey?inquiryId=${ticketId}`;
      await page.goto(surveyPath);
      await page.getByRole("group", { name: SCORE.feedback }).getByText("매우만족").click();
      await page.getByRole("group", { name: SCORE.speed }).getByText("보통").click();
      await page.getByRole("button", { name: "평가하기" }).click();

      const main = page.getByRole("main");
      await expect(main.getByRole("alert")).toHaveText("문의하신 계정으로 로그인이 필요합니다.");
      await expect(page).toHaveURL(new RegExp(`${escape(surveyPath)}$`));
      await main.getByRole("link", { name: "로그인", exact: true }).click();
      await expect(page).toHaveURL((url) => url.href.startsWith(`${upstream.url}/login/login.php`));
      expect(new URL(page.url()).searchParams.get("request_uri")).toMatch(new RegExp(`^http://localhost:\\d+${escape(surveyPath)}$`));
    });

    test("item 12b: the survey page refuses a ticket without its final answer, also one with an interim reply only", async ({ page, upstream }) => {
      const userId = await freshMember(upstream);
      for (const title of ["채팅창에 글이 입력되지 않습니다", "이벤트 당첨 상품은 언제 받나요"]) {
        await page.goto(`/help/my-inquiry/survey?inquiryId=${await ticketOf(upstream, userId, title)}`);
        await expect(page.getByText("아직 답변이 완료되지 않은 문의입니다. 답변이 완료된 후 만족도 평가를 할 수 있습니다.")).toBeVisible();
        await expect(page.getByRole("button", { name: "평가하기" })).toHaveCount(0);
        await expect(page.getByRole("radio")).toHaveCount(0);
      }
    });

    test("item 12c: JS off, a half-filled survey comes back with the choice made and the message, and goes through once complete", async ({
      page,
      upstream,
    }, testInfo) => {
      test.skip(!isNoJs(testInfo), "JS off (with JS the button waits until both are chosen)");
      const userId = await upstream.loginAs("viewer01");

      // From the detail page's survey: back where it was opened once it is complete.
      const answered = await ticketOf(upstream, userId, "다크 모드를 지원해 주세요");
      await page.goto(`/help/my-inquiry/${answered}`);
      await page.getByRole("link", { name: "답변 만족도 평가" }).click();
      await page.getByRole("group", { name: SCORE.feedback }).getByText("매우만족").click();
      await page.getByRole("button", { name: "평가하기" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "두 문항을 모두 선택해 주세요." })).toBeVisible();
      await expect(page.getByRole("group", { name: SCORE.feedback }).getByRole("radio", { name: "매우만족" })).toBeChecked();
      await expect(page.getByRole("group", { name: SCORE.speed }).getByRole("radio", { checked: true })).toHaveCount(0);
      await page.getByRole("group", { name: SCORE.speed }).getByText("보통").click();
      await page.getByRole("button", { name: "평가하기" }).click();
      await expect(page.getByTestId("toast")).toContainText("만족도 참여 완료 하였습니다.");
      await expect(page).toHaveURL(new RegExp(`/help/my-inquiry/${answered}$`));
      await expect(page.getByRole("button", { name: "답변 만족도 평가" })).toBeDisabled();

      // The standalone page (the e-mailed link), the other question chosen this time.
      await page.goto(`/help/my-inquiry/survey?inquiryId=${await ticketOf(upstream, userId, "안드로이드 앱이 자꾸 종료됩니다")}`);
      await page.getByRole("group", { name: SCORE.speed }).getByText("만족", { exact: true }).click();
      await page.getByRole("button", { name: "평가하기" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "두 문항을 모두 선택해 주세요." })).toBeVisible();
      await expect(page.getByRole("group", { name: SCORE.speed }).getByRole("radio", { name: "만족", exact: true })).toBeChecked();
    });
  });
