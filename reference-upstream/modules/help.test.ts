// The reference help service keeps what it is told: uploads on disk under generated names, tickets that
// list and answer, a survey that can be sent once, the objection's single chance, keywords and feedback.
import fs from "node:fs";
import { http, passthrough } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../tests/mocks/server";
import { signedInCopy, useTestUpstream, type TestUpstream } from "../testing";
import type { Db } from "../types";
import { uploadDir } from "./help-files";

let upstream: TestUpstream;
let base = "";
let db: Db;
useTestUpstream("help-upstream", (started) => ({ base, db } = upstream = started));

const session = (template: string) => signedInCopy(db, template);

async function call(pathname: string, form: Record<string, string>, cookie?: string) {
  server.use(http.all(`${base}/*`, () => passthrough()));
  const response = await fetch(`${base}${pathname}`, { method: "POST", body: new URLSearchParams(form), headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const command = (name: string, form: Record<string, string> = {}, cookie?: string) =>
  call("/help/apihelp.php", { command: name, domainId: "streamon", ...form }, cookie);

describe("reference help service", () => {
  it("stores uploads under generated names beside the database and registers them with the ticket", async () => {
    const member = session("viewer01");
    server.use(http.all(`${base}/*`, () => passthrough()));
    const upload = new FormData();
    upload.append("files[]", new File(["hello"], "메모.txt"));
    const uploaded = await (await fetch(`${base}/help/tempfile.php`, { method: "POST", body: upload, headers: { cookie: member.cookie } })).json();
    expect(uploaded).toMatchObject({ errorCode: 0, fileList: [{ fileName: "메모.txt", fileSize: 5 }] });
    const stored = fs.readdirSync(uploadDir(db));
    expect(stored.some((name) => /^[0-9a-f-]{36}\.bin$/.test(name))).toBe(true);
    expect(uploadDir(db).startsWith(upstream.dir)).toBe(true);

    const registered = await command(
      "QnaRegister",
      {
        type: "exMailQuestion",
        nodeId: "NODE0000000604",
        customerEmail: "me@example.com",
        questionTitle: encodeURIComponent("업로드 문의입니다"),
        questionContents: encodeURIComponent("첨부를 확인해 주세요."),
        ticketId: uploaded.ticketId,
      },
      member.cookie,
    );
    expect(registered.body).toMatchObject({ errorCode: 0, data: { ticketId: uploaded.ticketId } });
    const contents = await command("QnaContents", { type: "exMailMyAnswer", ticketId: uploaded.ticketId }, member.cookie);
    expect(contents.body.data.questionList[0]).toMatchObject({ title: "업로드 문의입니다", fileList: [{ fileName: "메모.txt" }] });
    expect(contents.body.data.commonInfo.nodePath).toBe("스트림온 > 고객센터 > 1대1문의 > 유저정보 > 아이디/비밀번호");
    // Someone else cannot read it.
    expect((await command("QnaContents", { ticketId: uploaded.ticketId }, session("viewer01").cookie)).body.errorCode).toBe(-2004);
  });

  it("takes a file of exactly 10 MB and refuses one byte more, as the portal does", async () => {
    server.use(http.all(`${base}/*`, () => passthrough()));
    const upload = async (bytes: number) => {
      const body = new FormData();
      body.append("files[]", new File([new Uint8Array(bytes)], "limit.zip"));
      return (await (await fetch(`${base}/help/tempfile.php`, { method: "POST", body })).json()) as { errorCode: number; fileList?: unknown[] };
    };
    expect(await upload(10_485_760)).toMatchObject({ errorCode: 0, fileList: [{ fileName: "limit.zip", fileSize: 10_485_760 }] });
    expect((await upload(10_485_761)).errorCode).not.toBe(0);
  });

  it("lists the member's history (two pages), takes a survey once and refuses the wrong account", async () => {
    const member = session("viewer01");
    const list = await command("QnaList", { type: "exMailMyBoard", pageNo: "1", rowsPerPage: "10" }, member.cookie);
    expect(list.body.data.qnaList).toHaveLength(10);
    expect(Number(list.body.data.qnaListCount)).toBeGreaterThan(10);
    const open = list.body.data.qnaList.find((item: { ticketStatus: string; feedback: string }) => item.ticketStatus === "ANSWEND" && item.feedback === "-1");
    const survey = { targetId: String(open.ticketId), serviceType: "SVQNA", surveyType: "CUSAF", option01: "80", feedback: "100", isMember: "Y" };
    expect((await command("setSurveyAnswer", survey, session("viewer01").cookie)).body.errorCode).toBe(-2008);
    expect((await command("setSurveyAnswer", survey, member.cookie)).body.errorCode).toBe(0);
    expect((await command("setSurveyAnswer", survey, member.cookie)).body.errorCode).toBe(-1025);
    expect((await command("CommonSurveyExist", { targetId: survey.targetId }, member.cookie)).body.data.surveyCount).toBe("1");
  });

  it("gives every reply oldest first (answerList) beside the final answers, and says when the final answer exists", async () => {
    const member = session("viewer01");
    const list = await command("QnaList", { type: "exMailMyBoard", pageNo: "1", rowsPerPage: "10" }, member.cookie);
    const received = list.body.data.qnaList.find((item: { ticketStatus: string }) => item.ticketStatus === "RECEIVE");
    const ticketId = String(received.ticketId);
    const info = async () => (await command("getTicketInfo", { ticketId })).body.data;
    expect(await info()).toMatchObject({ loginFlag: "Y", answerEndDate: "" });
    server.use(http.all(`${base}/*`, () => passthrough()));
    for (const [kind, contents] of [
      ["ANSWTMP", "<p>확인 중입니다.</p>"],
      ["ANSWADD", "<p>기기 정보를 알려주세요.</p>"],
      ["ANSWEND", "<p>해결되었습니다.</p>"],
    ]) {
      const answered = await fetch(`${base}/staff/help/tickets/${ticketId}`, {
        method: "POST",
        body: new URLSearchParams({ kind, contents, staffName: "상담원" }),
        redirect: "manual",
      });
      expect(answered.status).toBe(303);
      if (kind === "ANSWADD") expect((await info()).answerEndDate).toBe("");
    }
    expect((await info()).answerEndDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const contents = (await command("QnaContents", { type: "exMailMyAnswer", ticketId }, member.cookie)).body.data;
    expect(contents.answerList.map((reply: { kind: string; contents: string }) => [reply.kind, reply.contents])).toEqual([
      ["ANSWTMP", "<p>확인 중입니다.</p>"],
      ["ANSWADD", "<p>기기 정보를 알려주세요.</p>"],
      ["ANSWEND", "<p>해결되었습니다.</p>"],
    ]);
    expect(contents.answerEndList).toEqual([expect.objectContaining({ contents: "<p>해결되었습니다.</p>", staffName: "상담원" })]);
  });

  it("makes one ticket per idempotency key, however often it is registered", async () => {
    const member = session("viewer01");
    const count = () => db.prepare("SELECT COUNT(*) FROM help_tickets WHERE user_id = ? AND registered = 1").pluck().get(member.userId) as number;
    const before = count();
    const inquiry = {
      type: "exMailQuestion",
      nodeId: "NODE0000000604",
      customerEmail: "me@example.com",
      questionTitle: encodeURIComponent("두 번 눌린 문의입니다"),
      questionContents: encodeURIComponent("한 번만 접수되어야 합니다."),
      idempotencyKey: "0b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e",
    };
    const first = await command("QnaRegister", inquiry, member.cookie);
    const again = await command("QnaRegister", inquiry, member.cookie);
    expect(first.body.errorCode).toBe(0);
    expect(again.body).toMatchObject({ errorCode: 0, data: { ticketId: first.body.data.ticketId } });
    expect(count()).toBe(before + 1);
    // Another key (another rendered form) is another ticket.
    await command("QnaRegister", { ...inquiry, idempotencyKey: "1b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e" }, member.cookie);
    expect(count()).toBe(before + 2);
  });

  it("answers a repeat of a survey answer, a FAQ feedback and a chat question with the same key as the first, keeping one row each", async () => {
    const member = session("viewer01");
    const list = await command("QnaList", { type: "exMailMyBoard", pageNo: "1", rowsPerPage: "10" }, member.cookie);
    const open = list.body.data.qnaList.find((item: { ticketStatus: string; feedback: string }) => item.ticketStatus === "ANSWEND" && item.feedback === "-1");
    const key = "2b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
    const survey = { targetId: String(open.ticketId), option01: "60", feedback: "80", isMember: "Y", idempotencyKey: key };
    expect((await command("setSurveyAnswer", survey, member.cookie)).body.errorCode).toBe(0);
    expect((await command("setSurveyAnswer", survey, member.cookie)).body.errorCode).toBe(0);
    // Another key, or none, is another answer: the ticket has one.
    expect((await command("setSurveyAnswer", { ...survey, idempotencyKey: "3b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e" }, member.cookie)).body.errorCode).toBe(-1025);
    expect((await command("setSurveyAnswer", { ...survey, idempotencyKey: "" }, member.cookie)).body.errorCode).toBe(-1025);
    expect(db.prepare("SELECT COUNT(*) FROM help_surveys WHERE ticket_id = ?").pluck().get(open.ticketId)).toBe(1);

    const feedbackRows = () => db.prepare("SELECT COUNT(*) FROM help_faq_feedback WHERE kb_id = 1002").pluck().get() as number;
    const feedback = { kb_id: "1002", is_satisfied: "Y", idempotency_key: key };
    expect((await call("/help/api/set_faq_satisfaction.php", feedback)).body.result).toBe(1);
    expect((await call("/help/api/set_faq_satisfaction.php", feedback)).body.result).toBe(1);
    expect(feedbackRows()).toBe(1);
    await call("/help/api/set_faq_satisfaction.php", { ...feedback, idempotency_key: "" });
    expect(feedbackRows()).toBe(2);

    const chatRows = () => db.prepare("SELECT COUNT(*) FROM help_chat_log WHERE idem_key = ?").pluck().get(key) as number;
    const first = await call("/help/api/help_chat.php", { type: "chat", user_message: "환불은 언제 되나요", idempotency_key: key });
    const again = await call("/help/api/help_chat.php", { type: "chat", user_message: "환불은 언제 되나요", idempotency_key: key });
    expect(first.body.status).toBe("SUCCESS");
    expect(again.body).toEqual(first.body);
    expect(chatRows()).toBe(1);
  });

  it("gives a suspended member one objection", async () => {
    const suspended = session("suspended01");
    expect((await call("/help/api/get_objection_status.php", {}, suspended.cookie)).body).toEqual({ message: "success", data: { userId: suspended.userId } });
    expect((await call("/help/api/get_objection_status.php", {}, session("viewer01").cookie)).status).toBe(403);
    expect((await call("/help/api/get_objection_status.php", {})).status).toBe(401);
    const objection = {
      type: "exMailObjection",
      nodeId: "NODE0000000473",
      customerEmail: "s@example.com",
      questionTitle: "이의신청합니다",
      questionContents: "사유가 없습니다.",
    };
    expect((await command("QnaRegister", objection, suspended.cookie)).body.errorCode).toBe(0);
    expect((await call("/help/api/get_objection_status.php", {}, suspended.cookie)).status).toBe(409);
    expect((await command("QnaRegister", objection, suspended.cookie)).body.errorCode).toBe(-3001);
  });

  it("counts searched keywords, records FAQ feedback and answers the chatbot", async () => {
    await call("/help/api/set_faq_keyword.php", { szKeyword: "새로운 키워드" });
    await call("/help/api/set_faq_keyword.php", { szKeyword: "새로운 키워드" });
    expect(db.prepare("SELECT search_cnt FROM help_keywords WHERE keyword = ?").pluck().get("새로운 키워드")).toBe(2);
    expect((await command("FaqTopKeyword")).body.data.keywordList).toContain("새로운 키워드");
    expect((await call("/help/api/set_faq_keyword.php", { szKeyword: "가".repeat(71) })).body.result).toBe(-1);
    expect((await call("/help/api/set_faq_satisfaction.php", { kb_id: "1001", is_satisfied: "Y" })).body.result).toBe(1);
    expect(db.prepare("SELECT COUNT(*) FROM help_faq_feedback WHERE kb_id = 1001").pluck().get()).toBe(1);
    expect((await call("/help/api/set_faq_satisfaction.php", { kb_id: "1001", is_satisfied: "N" })).body.result).toBe(1);
    const feedbackPage = await (await fetch(`${base}/staff/help/faq-feedback`)).text();
    expect(feedbackPage).toMatch(/data-kb-id="1001">.*?<td data-testid="faq-yes">1<\/td>\s*<td data-testid="faq-no">1<\/td>/s);
    expect((await call("/help/api/help_chat.php", { type: "chat", user_message: "환불은 언제 되나요" })).body.status).toBe("SUCCESS");
    expect((await call("/help/api/help_chat.php", { type: "chat", user_message: "qwer asdf" })).body.status).toBe("FAIL");
  });
});
