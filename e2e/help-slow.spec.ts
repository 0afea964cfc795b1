// Issue 20: the help centre for a guest on a slow phone or without JavaScript. A post sooner than
// FORM_MIN_FILL_MS after its form's render gets the form back as it was, and the fill time counts from the
// form's first render (a keyword tapped right after a reply, a form sent again right after a validation
// error) (item 2, on a portal of its own with a minimum fill time: the shared servers have none); what is
// typed before the scripts arrive survives hydration (item 3), and a form completed then can be sent at once;
// two taps 60 ms apart store one inquiry (item 13), and a received form is not sent again while its dialog loads;
// on a slow network, a question or a search sent while the typed word's suggestions are still on their way is
// answered, not turned into the 404 page.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS, withScriptsHeld } from "./fixtures";
import { ownPort, startPortal, stopAll } from "./hardening/support";

test.afterAll(stopAll);

const OUTAGE = "일시적으로 서비스에 접속할 수 없습니다.";

/** When the form's honeypot token lets it be sent (its signed `from`, read from the rendered field). */
async function validFrom(form: Locator): Promise<number> {
  const token = await form.locator('input[name="from__confirm"]').inputValue();
  return (JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString("utf8")) as { from: number }).from;
}

/** Waits until the form's token is good (the app's own minimum fill time, from its own token). */
async function untilSendable(form: Locator) {
  const from = await validFrom(form);
  await expect.poll(() => Date.now() >= from, { intervals: [100] }).toBe(true);
}

/**
 * A slow network: the suggestions for what is typed, and Remix's route discoveries (`/__manifest`), are held
 * until `release`, so that they arrive after the reader has sent the question. `asked` resolves once the
 * suggestions are asked for (by their own request, or by the route discovery a fetcher made before it).
 */
async function holdSuggestions(page: Page) {
  const isSuggestions = (url: URL) =>
    url.pathname === "/help/suggest" || (url.pathname === "/__manifest" && url.searchParams.getAll("p").includes("/help/suggest"));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSuggestions(url) || url.pathname === "/__manifest",
    async (route) => {
      await released;
      await route.continue().catch(() => {}); // the page may have dropped it (a newer word, another page)
    },
  );
  return { asked: page.waitForRequest((request) => isSuggestions(new URL(request.url()))), release };
}

WIDTHS.forEach((width, widthIndex) =>
  test.describe(width.name, () => {
    test.use(width.use);

    test.describe("item 2: too fast is never an outage", () => {
      test.describe.configure({ mode: "serial" });
      let portal: Awaited<ReturnType<typeof startPortal>>;
      // eslint-disable-next-line no-empty-pattern
      test.beforeAll(async ({}, testInfo) => {
        portal = await startPortal(ownPort((isNoJs(testInfo) ? 182 : 180) + widthIndex * 20), {
          LOG_LEVEL: "error",
          // Long enough that a post sent "at once" is still too fast on a loaded machine (a page load and a
          // click can take seconds there); the posts meant to pass wait for the token's own time.
          FORM_MIN_FILL_MS: "8000",
          RATE_LIMIT_FORM_PER_MIN: "100",
        });
      });
      test.afterAll(async () => {
        await portal?.stop();
      });

      async function open(page: Page, path: string, noJs: boolean) {
        await page.goto(`${portal.url}${path}`);
        if (!noJs) await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      }

      test("JS off: an inquiry sent too fast comes back as it was; sent again right after a validation error, it goes through", async ({ page }, testInfo) => {
        test.skip(!isNoJs(testInfo), "JS off (the JS form is checked in the browser before it is sent)");
        await open(page, "/help/inquiry", true);
        const form = page.locator("form", { has: page.getByRole("button", { name: "문의하기" }) });
        const title = `급한 문의 ${Date.now()}`;
        await page.getByLabel("이메일", { exact: true }).fill("fast.user@example.com");
        await page.getByLabel("제목").fill(title);
        await page.getByRole("textbox", { name: /내용$/ }).fill("너무 빨리 보낸 문의입니다. 확인 부탁드립니다.");
        const [tooFast] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST"),
          page.getByRole("button", { name: "문의하기" }).click(),
        ]);
        expect(tooFast.status()).toBe(400);
        await expect(page.getByText(OUTAGE)).toHaveCount(0);
        await expect(page.getByLabel("이메일", { exact: true })).toHaveValue("fast.user@example.com");
        await expect(page.getByLabel("제목")).toHaveValue(title);
        await expect(page.getByRole("textbox", { name: /내용$/ })).toHaveValue("너무 빨리 보낸 문의입니다. 확인 부탁드립니다.");

        // Patient enough, but the category is missing: the form answers with its errors …
        await untilSendable(form);
        await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
        await page.getByRole("button", { name: "문의하기" }).click();
        await expect(page.getByRole("alert").first()).toBeVisible();
        // … and sent again at once with the category, it is a person's form (counted from its first render).
        await page.getByLabel(/유형$/).first().selectOption({ label: "유저정보" });
        await page.getByRole("button", { name: "적용" }).click();
        await page.getByLabel("세부 유형").selectOption({ label: "아이디/비밀번호" });
        await page.getByRole("textbox", { name: /내용$/ }).fill("너무 빨리 보낸 문의입니다. 확인 부탁드립니다.");
        await page.getByText("개인정보 수집 및 이용에 동의합니다.").check();
        await page.getByRole("button", { name: "문의하기" }).click();
        await expect(page.getByText(OUTAGE)).toHaveCount(0);
        await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
      });

      test("the chatbot: a question sent at once, and a keyword tapped the moment its reply shows, are answered", async ({ page }, testInfo) => {
        // A question chip may rightly be tapped the moment the greeting shows: the chatbot has no minimum time to fill.
        const noJs = isNoJs(testInfo);
        await open(page, "/help/chatbot", noJs);
        const log = page.getByRole("list", { name: "대화 내용" });
        const bubbles = log.locator(":scope > li");
        await page.getByLabel("질문 입력").fill("환불");
        await page.getByRole("button", { name: "전송" }).click();
        await expect(page.getByText(OUTAGE)).toHaveCount(0);
        await expect(bubbles).toHaveCount(3);
        // A keyword of the reply, tapped at once.
        await bubbles.last().getByRole("list", { name: "추천 키워드" }).getByRole("button").first().click();
        await expect(page.getByText(OUTAGE)).toHaveCount(0);
        await expect(bubbles).toHaveCount(5);
      });

      test("a question sent to the chatbot is answered", async ({ page }, testInfo) => {
        test.skip(isNoJs(testInfo), "JS only: suggestions need it");
        const suggestions = await holdSuggestions(page);
        await page.goto("/help/chatbot");
        await page.getByLabel("질문 입력").fill("환불");
        await suggestions.asked;
        await page.getByRole("button", { name: "전송" }).click();
        const bubbles = page.getByRole("list", { name: "대화 내용" }).locator(":scope > li");
        await expect(bubbles).toHaveCount(3);
        suggestions.release();
        await expect(page.locator("#chat-suggestions option").first()).toHaveAttribute("value", /환불/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("도우미");
        await expect(bubbles).toHaveCount(3);
      });

      test("a help search sent from the results page shows the new results", async ({ page }, testInfo) => {
        test.skip(isNoJs(testInfo), "JS only: suggestions need it");
        const suggestions = await holdSuggestions(page);
        await page.goto(`/help/search?q=${encodeURIComponent("계정")}`);
        if (width.name === "at 390 px") await page.getByRole("link", { name: "고객센터 검색" }).click();
        const box = page.locator(width.name === "at 390 px" ? "#help-search-sheet-input" : "#help-search");
        await box.fill("환불");
        await suggestions.asked;
        await box.press("Enter");
        const results = page.getByRole("list", { name: "검색결과" });
        await expect(results.getByRole("link", { name: "환불은 언제 되나요?" })).toBeVisible();
        suggestions.release();
        await expect(page).toHaveURL(/\/help\/search\?q=%ED%99%98%EB%B6%88/);
        await expect(page.getByText("다시 한 번 주소를 확인해 주세요.")).toHaveCount(0);
        await expect(results.getByRole("link", { name: "환불은 언제 되나요?" })).toBeVisible();
      });
    });

    test("item 3: what is typed before hydration survives it", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "JS only");
      const hydrate = await withScriptsHeld(page);
      await page.goto("/help/inquiry", { waitUntil: "commit" });
      const email = page.getByLabel("이메일", { exact: true });
      const content = page.getByRole("textbox", { name: /내용$/ });
      await page.getByLabel(/유형$/).first().selectOption({ label: "유저정보" });
      await email.fill("slow.phone@example.com");
      await page.getByLabel("제목").fill("느린 휴대폰 문의");
      await content.fill("스크립트가 오기 전에 쓴 내용입니다.");
      await hydrate();
      await expect(page.getByLabel(/유형$/).first()).toHaveValue(/NODE/);
      await expect(email).toHaveValue("slow.phone@example.com");
      await expect(page.getByLabel("제목")).toHaveValue("느린 휴대폰 문의");
      await expect(content).toHaveValue("스크립트가 오기 전에 쓴 내용입니다.");
      // The sub-categories of the category chosen before hydration are loaded.
      await expect(page.getByLabel("세부 유형").getByRole("option", { name: "아이디/비밀번호" })).toHaveCount(1);
    });

    test("item 13: two taps 60 ms apart without JS store one inquiry", async ({ page, upstream }, testInfo) => {
      test.skip(!isNoJs(testInfo), "JS off (with JS the button is disabled while sending)");
      await page.goto("/help/inquiry");
      await page.getByLabel(/유형$/).first().selectOption({ label: "유저정보" });
      await page.getByRole("button", { name: "적용" }).click();
      await page.getByLabel("세부 유형").selectOption({ label: "아이디/비밀번호" });
      const title = `두 번 누른 문의 ${Date.now()}`;
      await page.getByLabel("이메일", { exact: true }).fill("double.tap@example.com");
      await page.getByLabel("제목").fill(title);
      await page.getByRole("textbox", { name: /내용$/ }).fill("버튼을 두 번 눌렀습니다. 한 번만 접수되어야 합니다.");
      await page.getByText("개인정보 수집 및 이용에 동의합니다.").click();
      // The first post is held until the second is on its way: both reach the portal, the second 60 ms later.
      let second!: () => void;
      const secondSent = new Promise<void>((resolve) => (second = resolve));
      let posts = 0;
      await page.route("**/help/inquiry", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        if (posts === 1) {
          await secondSent;
          return route.continue();
        }
        second();
        return route.continue();
      });
      const box = (await page.getByRole("button", { name: "문의하기" }).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 60 });
      await expect(page.getByRole("dialog", { name: "문의가 접수되었습니다." })).toBeVisible();
      const list = await (await upstream.api.get("/staff/help/tickets")).text();
      expect(list.split(title).length - 1).toBe(1);
    });
  }),
);

test("a report completed before hydration can be sent at once; received, it is not sent again while its dialog is on its way", async ({
  page,
  upstream,
}, testInfo) => {
  const noJs = isNoJs(testInfo);
  const hydrate = noJs ? null : await withScriptsHeld(page);
  await page.goto("/help/report/content", { waitUntil: noJs ? "load" : "commit" });
  const title = `느린 휴대폰 신고 ${Date.now()}`;
  await page.getByLabel("신고 유형").selectOption({ label: "저작권 침해" });
  await page.getByLabel("이메일", { exact: true }).fill("slow.report@example.com");
  await page.getByLabel("제목").fill(title);
  await page.getByRole("textbox", { name: "신고 내용" }).fill("스크립트가 오기 전에 모두 채운 신고입니다.");
  // A click the browser handles alone (with the page's files held it paints nothing, which a pointer click waits for).
  await page.getByLabel("개인정보 수집 및 이용에 동의합니다.").dispatchEvent("click");
  await expect(page.getByLabel("개인정보 수집 및 이용에 동의합니다.")).toBeChecked();
  const submit = page.getByRole("button", { name: "신고하기" });
  let releaseDialog = () => {};
  if (hydrate) {
    await hydrate();
    // Everything filled before the scripts arrived counts: the form can be sent without editing it again.
    await expect(submit).toBeEnabled();
    // A slow phone: the '접수' dialog's code arrives well after the answer.
    const dialogHeld = new Promise<void>((resolve) => (releaseDialog = resolve));
    await page.route("**/build/**/Dialog-*.js", async (route) => {
      await dialogHeld;
      await route.continue();
    });
  }
  await submit.click();
  await expect(page).toHaveURL(/\?done=1$/);
  // Received: the form under the dialog (still filled with JS) cannot be sent a second time.
  await expect(submit).toBeDisabled();
  releaseDialog();
  await expect(page.getByRole("dialog", { name: "신고가 접수되었습니다." })).toBeVisible();
  const list = await (await upstream.api.get("/staff/help/tickets")).text();
  expect(list.split(title).length - 1).toBe(1);
});
