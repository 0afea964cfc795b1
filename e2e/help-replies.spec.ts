// Issue 20, item 10: a ticket's interim and additional replies are read on its detail page, oldest first
// beside the final answer, on a phone too. Staff answer on the reference upstream's staff page (its form,
// posted directly).
import { expect, test, type Upstream } from "./fixtures";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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
    // A long address and a long log line wrap: no sideways scroll on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
