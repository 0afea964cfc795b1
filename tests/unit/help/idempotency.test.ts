// Every help submission is idempotent. The survey answer, the FAQ feedback and the chatbot question carry
// their rendered form's key beside its single-use honeypot token: a repeat of the same form (a double tap, a
// retry after a lost answer) is answered as the first: the survey and the feedback from what the portal kept
// of the first (nothing sent again), the chatbot's question by the help service, which gets the same key; the
// token replayed without that key, or with another, is answered with the form and nothing is sent.
import type { ActionFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as faqAction } from "~/routes/help.faq.$questionId/faq-detail.server";
import { action as chatAction } from "~/routes/help.chatbot/chatbot.server";
import { action as surveyAction } from "~/routes/help.my-inquiry.survey/survey.server";
import { MemoryStore } from "~/utils/shared-store.server";
import { flashToast, honeypotFields, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const KEY = "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
const OTHER_KEY = "5b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";

/** Records every body the help host is sent on `path` and answers it with `answer(body)`. */
function record(path: string, answer: (body: Record<string, string>) => Record<string, unknown>) {
  const sent: Array<Record<string, string>> = [];
  server.use(
    http.post(upstreamPath("help", path), async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return sent;
}

/** Posts one rendered form's fields to an action, on one instance's store; a thrown Response is the answer. */
function poster(action: (args: ActionFunctionArgs) => Promise<unknown>, path: string) {
  const context = makeContext({ store: new MemoryStore() });
  return async (fields: Record<string, string>, params: Record<string, string> = {}) => {
    const request = makeRequest(path, { method: "POST", body: new URLSearchParams(fields) });
    return (await action({ request, context, params }).catch((thrown: unknown) => thrown)) as Response;
  };
}

describe("a repeat of the same help submission", () => {
  it("survey: both posts of one form land on the done page with the same key upstream; the token without it is refused", async () => {
    const sent = record("/apihelp.php", (body) =>
      body.command === "getTicketInfo" ? { errorCode: 0, data: { loginFlag: "Y", nodeId: "NODE0000000604" } } : { errorCode: 0, data: null },
    );
    const post = poster(surveyAction, "/help/my-inquiry/survey");
    const form = { ...(await honeypotFields()), submissionKey: KEY, inquiryId: "5000001", feedback: "80", speed: "60", redirectTo: "/help/my-inquiry/5000001" };
    const [first, repeat] = [await post(form), await post(form)];
    for (const response of [first, repeat]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/help/my-inquiry/5000001");
      expect(flashToast(response)?.message).toBe("만족도 참여 완료 하였습니다.");
    }
    const answers = sent.filter((body) => body.command === "setSurveyAnswer");
    expect(answers.map((body) => body.idempotencyKey)).toEqual([KEY]);

    const { submissionKey: _key, ...keyless } = form;
    expect((await post(keyless)).status).toBe(400);
    expect((await post({ ...form, submissionKey: OTHER_KEY })).status).toBe(400);
    expect(sent.filter((body) => body.command === "setSurveyAnswer")).toHaveLength(1);
  });

  it("FAQ feedback: both posts of one form land on the thank-you page with the same key upstream; the token without it is refused", async () => {
    const sent = record("/api/set_faq_satisfaction.php", () => ({ result: 1, message: "success" }));
    const post = poster(faqAction, "/help/faq/1001");
    const form = { ...(await honeypotFields()), submissionKey: KEY, satisfied: "Y" };
    const [first, repeat] = [await post(form, { questionId: "1001" }), await post(form, { questionId: "1001" })];
    for (const response of [first, repeat]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/help/faq/1001?feedback=sent");
    }
    expect(sent).toEqual([{ kb_id: "1001", is_satisfied: "Y", idempotency_key: KEY }]);

    const { submissionKey: _key, ...keyless } = form;
    expect((await post(keyless, { questionId: "1001" })).status).toBe(400);
    expect((await post({ ...form, submissionKey: OTHER_KEY }, { questionId: "1001" })).status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it("chatbot: both posts of one question show the same answer, sent with the same key; each answer brings a new key", async () => {
    record("/apihelp.php", () => ({ errorCode: 0, data: { keywordList: ["환불"] } }));
    const sent = record("/api/help_chat.php", () => ({ status: "SUCCESS", full: "**환불** 안내입니다.", links: [], keywords: ["환불"], helpInfo: null }));
    const post = poster(chatAction, "/help/chatbot");
    const form = { ...(await honeypotFields()), submissionKey: KEY, message: "환불은 언제 되나요" };
    const answers = [await post(form), await post(form)];
    const views = await Promise.all(
      answers.map((response) => response.json() as Promise<{ messages: Array<{ text: string | null; html: string | null }>; submissionKey: string }>),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const shown = views.map((view) => view.messages.slice(1).map((message) => message.text ?? message.html));
    expect(shown[0]).toEqual(["환불은 언제 되나요", expect.stringContaining("<strong>환불</strong>")]);
    expect(shown[1]).toEqual(shown[0]);
    expect(sent.map((body) => body.idempotency_key)).toEqual([KEY, KEY]);
    expect(views[0].submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([KEY, views[0].submissionKey, views[1].submissionKey]).size).toBe(3);

    const { submissionKey: _key, ...keyless } = form;
    expect((await post(keyless)).status).toBe(400);
    expect((await post({ ...form, submissionKey: OTHER_KEY })).status).toBe(400);
    expect(sent).toHaveLength(2);
  });
});
