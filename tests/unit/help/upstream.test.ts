// The help client, normalisers, loaders and actions against msw answering as the help service would
// (and as it fails): defaults on failure, the objection and survey tables, and the form's two steps.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { HELP_SEARCH_MAX } from "~/domain/help";
import { normaliseChatReply, normaliseFaqPage, normaliseInquiryContents, normaliseInquiryItem, normaliseTicketInfo } from "~/normalise/help";
import { action as surveyAction, loader as surveyLoader } from "~/routes/help.my-inquiry.survey/survey.server";
import { ticketAction, ticketLoader, ticketPageData } from "~/features/help/ticket.server";
import { getFaqPage, getTopKeywords, searchFaq } from "~/upstream/clients/help.server";
import { takeToast } from "~/utils/session.server";
import { honeypotFields, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const identity = (html: string) => html;
const APIHELP = upstreamPath("help", "/apihelp.php");

/** Answers apihelp.php per command; records what was sent. */
function helpService(answers: Record<string, unknown>, sent: Array<Record<string, string>> = []) {
  return http.post(APIHELP, async ({ request }) => {
    const body = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push(body);
    const answer = answers[body.command];
    if (answer === undefined) return HttpResponse.json({ errorCode: -1002, errorMessage: "unknown" });
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  });
}

async function toastOf(response: Response) {
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return (await takeToast(makeRequest("/", { cookie }))).toast?.message;
}

const ctx = () => ({ request: makeRequest("/help"), context: makeContext() });

describe("normalisers", () => {
  it("read FAQ pages under any of their names and strip '&#32;' from search titles", () => {
    expect(normaliseFaqPage({ items: [{ kb_id: "7", title: "제목&#32;" }], count: 23, page: 0 }, 2, identity, { search: true })).toEqual({
      items: [{ id: "7", title: "제목", nodeId: null, contentsHtml: null }],
      total: 23,
      page: 2,
      totalPages: 3,
    });
  });

  it("read list items (§3.1) and details (§3.2)", () => {
    const item = normaliseInquiryItem({
      ticketId: "5000001",
      nodePath: "스트림온 > 고객센터 > 이의신청",
      nodeId: "NODE0000000473",
      questionTitle: "이의",
      ticketStatus: "ANSWEND",
      feedback: -1,
      createdDate: "2026-03-04 23:59:59",
    });
    expect(item).toMatchObject({ kind: "objection", isAnswered: false, isEvaluated: false, createdDate: "2026-03-04", status: "ANSWEND" });
    expect(normaliseInquiryItem({ ticketId: "1", questionTitle: "t", ticketStatus: "ANSWEND", feedback: 80, nodePath: "a > b > 1대1문의" })).toMatchObject({
      kind: "inquiry",
      isAnswered: true,
      isEvaluated: true,
    });
    const detail = normaliseInquiryContents(
      "1",
      {
        commonInfo: { nodePath: "스트림온 > 고객센터 > 1대1문의 > 유저정보 > 아이디/비밀번호", nodeId: "NODE0000000604", nodeName: "아이디/비밀번호" },
        questionList: [{ title: "질문", contents: "<p>내용</p>", createdDate: "2026-03-04 10:11:12", fileList: [{ fileName: "a.png" }] }],
        answerEndList: [{ contents: "<p>답변</p>", createdDate: "2026-03-05 09:00:00" }],
      },
      identity,
    );
    expect(detail).toMatchObject({
      category: "1:1 문의 > 아이디/비밀번호",
      createdAt: "2026-03-04 10:11:12",
      isObjection: false,
      attachments: [{ name: "a.png" }],
    });
    expect(detail?.answer).toEqual({ contentsHtml: "<p>답변</p>", createdAt: "2026-03-05 09:00:00", staffName: null });
  });

  describe("every reply of a ticket (answerList, beyond §3.2)", () => {
    const question = { title: "질문", contents: "<p>내용</p>", createdDate: "2026-03-04 10:11:12", fileList: [] };
    const marked = (html: string) => `[clean]${html}`;

    it("are read oldest first under their kinds, each sanitised; the final answer stays the survey's answer", () => {
      const detail = normaliseInquiryContents(
        "1",
        {
          questionList: [question],
          answerEndList: [{ contents: "<p>최종</p>", createdDate: "2026-03-07 09:00:00", staffName: "상담원 B" }],
          // Newest first, as a service might send them; an unknown kind is still shown.
          answerList: [
            { kind: "ANSWEND", contents: "<p>최종</p>", createdDate: "2026-03-07 09:00:00", staffName: "상담원 B" },
            { kind: "ANSWADD", contents: "<p>추가</p>", createdDate: "2026-03-06 09:00:00", staffName: " " },
            { kind: "MEMO", contents: "<p>기타</p>", createdDate: "2026-03-05 12:00:00" },
            { kind: "ANSWTMP", contents: "<p>중간</p>", createdDate: "2026-03-05 09:00:00", staffName: "상담원 A" },
          ],
        },
        marked,
      );
      expect(detail?.replies).toEqual([
        { kind: "interim", contentsHtml: "[clean]<p>중간</p>", createdAt: "2026-03-05 09:00:00", staffName: "상담원 A" },
        { kind: "other", contentsHtml: "[clean]<p>기타</p>", createdAt: "2026-03-05 12:00:00", staffName: null },
        { kind: "additional", contentsHtml: "[clean]<p>추가</p>", createdAt: "2026-03-06 09:00:00", staffName: null },
        { kind: "final", contentsHtml: "[clean]<p>최종</p>", createdAt: "2026-03-07 09:00:00", staffName: "상담원 B" },
      ]);
      expect(detail?.answer).toEqual({ contentsHtml: "[clean]<p>최종</p>", createdAt: "2026-03-07 09:00:00", staffName: "상담원 B" });
    });

    it("keep the written order for the same second, put undated replies last and skip empty ones", () => {
      const detail = normaliseInquiryContents(
        "1",
        {
          questionList: [question],
          answerEndList: [],
          answerList: [
            { kind: "ANSWTMP", contents: "<p>날짜 없음</p>" },
            { kind: "ANSWTMP", contents: "<p>첫째</p>", createdDate: "2026-03-05 09:00:00" },
            { kind: "ANSWADD", contents: "<p>둘째</p>", createdDate: "2026-03-05 09:00:00" },
            { kind: "ANSWADD", contents: " ", createdDate: null },
          ],
        },
        identity,
      );
      expect(detail?.replies.map((reply) => [reply.kind, reply.contentsHtml, reply.createdAt])).toEqual([
        ["interim", "<p>첫째</p>", "2026-03-05 09:00:00"],
        ["additional", "<p>둘째</p>", "2026-03-05 09:00:00"],
        ["interim", "<p>날짜 없음</p>", ""],
      ]);
      expect(detail?.answer).toBeNull();
    });

    it("fall back to the final answer alone from a service that sends only answerEndList, and never lose it", () => {
      const onlyFinal = normaliseInquiryContents(
        "1",
        { questionList: [question], answerEndList: [{ contents: "<p>답변</p>", createdDate: "2026-03-05 09:00:00" }] },
        identity,
      );
      expect(onlyFinal?.replies).toEqual([{ kind: "final", contentsHtml: "<p>답변</p>", createdAt: "2026-03-05 09:00:00", staffName: null }]);
      const withoutFinal = normaliseInquiryContents(
        "1",
        {
          questionList: [question],
          answerEndList: [{ contents: "<p>답변</p>", createdDate: "2026-03-06 09:00:00" }],
          answerList: [{ kind: "ANSWTMP", contents: "<p>중간</p>", createdDate: "2026-03-05 09:00:00" }],
        },
        identity,
      );
      expect(withoutFinal?.replies.map((reply) => reply.kind)).toEqual(["interim", "final"]);
      expect(normaliseInquiryContents("1", { questionList: [question], answerEndList: [] }, identity)?.replies).toEqual([]);
    });
  });

  it("read ticket info (§3.3): whether the final answer exists, when the service says (answerEndDate)", () => {
    expect(normaliseTicketInfo({ loginFlag: "Y", nodeId: "NODE0000000604", answerEndDate: "2026-03-05 09:00:00" })).toEqual({
      isMember: true,
      nodeId: "NODE0000000604",
      answered: true,
    });
    expect(normaliseTicketInfo({ loginFlag: "N", nodeId: "NODE0000000604", answerEndDate: "" }).answered).toBe(false);
    expect(normaliseTicketInfo({ loginFlag: 1 })).toEqual({ isMember: true, nodeId: null, answered: null });
  });

  it("read chat replies: at most 2 safe links; a failed status or no text is a miss", () => {
    const hit = normaliseChatReply({
      status: "SUCCESS",
      full: "**답**",
      links: [
        { title: "a", url: "/help/faq/1" },
        { title: "b", url: "javascript:alert(1)" },
        { title: "c", url: "https://help.example/2" },
        { title: "d", url: "/help/faq/3" },
      ],
      keywords: ["환불"],
      helpInfo: { title: "상담", description: "설명", btnTxt: "1:1 문의하기", url: "/help/inquiry" },
    });
    expect(hit.hit).toBe(true);
    expect(hit.links.map((link) => link.title)).toEqual(["a", "c"]);
    expect(hit.helpInfo).toEqual({ title: "상담", description: "설명", buttonText: "1:1 문의하기", url: "/help/inquiry" });
    expect(normaliseChatReply({ status: "FAIL", full: "", links: [], keywords: [] }).hit).toBe(false);
    expect(normaliseChatReply({ status: 1, full: "  ", links: [], keywords: [] }).hit).toBe(false);
  });
});

describe("failures give the empty defaults", () => {
  it.each([
    ["HTTP 500", () => new HttpResponse("down", { status: 500 })],
    ["malformed JSON", () => new HttpResponse('{"errorCode":0,"data":{', { headers: { "content-type": "application/json" } })],
    ["an error code", () => HttpResponse.json({ errorCode: -1, data: null })],
    ["network", () => HttpResponse.error()],
  ])("%s", async (_name, answer) => {
    server.use(http.post(APIHELP, answer));
    expect(await getTopKeywords(ctx())).toEqual([]);
    expect(await getFaqPage(ctx(), ["NODE0000000004"], 2)).toEqual({ items: [], page: 2, totalPages: 0, total: 0 });
  });

  it("sends the spec's payloads (domainId, rowsPerPage) and reads keywords at the top level too", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      helpService(
        {
          FaqTopKeyword: { keywordList: ["a", { keyword: "b" }, "a", "c", "d", "e", "f", "g"] },
          FaqSearchList: { errorCode: "0", data: { searchList: [], totalCount: "0" } },
        },
        sent,
      ),
    );
    expect(await getTopKeywords(ctx())).toEqual(["a", "b", "c", "d", "e", "f"]);
    await searchFaq(ctx(), "환불", 1);
    expect(sent[1]).toMatchObject({ command: "FaqSearchList", domainId: "streamon", searchQuestion: "환불", rowsPerPage: "10", nodeId: "NODE0000000003" });
  });
});

describe("objection entry (§8.1)", () => {
  const status = (code: number, message = "") =>
    http.post(upstreamPath("help", "/api/get_objection_status.php"), () => HttpResponse.json({ message, data: null }, { status: code }));
  const load = () => ticketPageData({ request: makeRequest("/help/objection"), context: makeContext(), params: {} }, "objection");

  it.each([
    [409, "이미 접수했습니다.", "/help/my-inquiry", "이미 접수했습니다."],
    [500, "", "/help/inquiry", "오류가 발생했습니다. 다시 시도해 주세요."],
    [403, "정지 중이 아닙니다.", "/help", "정지 중이 아닙니다."],
    [401, "", "/help", "오류가 발생했습니다. 다시 시도해 주세요."],
  ])("%s → %s", async (code, message, destination, toast) => {
    server.use(status(code, message));
    const response = (await load().catch((thrown: Response) => thrown)) as Response;
    expect(response.headers.get("location")).toBe(destination);
    expect(await toastOf(response)).toBe(toast);
  });

  it("success prefills the user id", async () => {
    server.use(
      http.post(upstreamPath("help", "/api/get_objection_status.php"), () => HttpResponse.json({ message: "success", data: { userId: "suspended01" } })),
    );
    expect((await load()).userId).toBe("suspended01");
  });
});

describe("survey action (§8.2)", () => {
  // Each post is from a form of its own render (a honeypot token is good for one submission).
  const post = async (values: Record<string, string>) =>
    surveyAction({
      request: makeRequest("/help/my-inquiry/survey", { method: "POST", body: new URLSearchParams({ ...(await honeypotFields()), ...values }) }),
      context: makeContext(),
      params: {},
    });
  const answer = { inquiryId: "5000001", feedback: "80", speed: "60", redirectTo: "/help/my-inquiry/5000001" };
  const ticket = (nodeId = "NODE0000000604") => ({ errorCode: 0, data: { loginFlag: "Y", nodeId } });

  it.each([
    [0, "/help/my-inquiry/5000001", "만족도 참여 완료 하였습니다."],
    [-1025, "/help/my-inquiry/5000001", "이미 참여 하였습니다."],
    [-17, "/help/my-inquiry/5000001", "처리 중 오류가 발생했습니다. (-17)"],
  ])("errorCode %s → %s", async (code, destination, message) => {
    const sent: Array<Record<string, string>> = [];
    server.use(helpService({ getTicketInfo: ticket(), setSurveyAnswer: { errorCode: code } }, sent));
    const response = (await post(answer)) as Response;
    expect(response.headers.get("location")).toBe(destination);
    expect(await toastOf(response)).toBe(message);
    expect(sent[1]).toMatchObject({ targetId: "5000001", serviceType: "SVQNA", surveyType: "CUSAF", option01: "60", feedback: "80", isMember: "Y" });
  });

  it("-2008 says why on the page, with the way to log in that comes back where the survey was", async () => {
    server.use(helpService({ getTicketInfo: ticket(), setSurveyAnswer: { errorCode: -2008 } }));
    const response = (await post(answer)) as Response;
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
    const body = await response.json();
    expect(body.error).toBe("문의하신 계정으로 로그인이 필요합니다.");
    expect(body.loginUrl).toMatch(/^http:\/\/upstream\.test\/login\/login\.php\?szFrom=full&request_uri=/);
    expect(new URL(body.loginUrl).searchParams.get("request_uri")).toBe("http://portal.test/help/my-inquiry/5000001");
  });

  it("a half-filled survey comes back with the choice made, where it was opened, and the message; nothing is sent", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(helpService({ getTicketInfo: ticket(), setSurveyAnswer: { errorCode: 0 } }, sent));
    const response = (await post({ inquiryId: "5000001", feedback: "100", redirectTo: "/help/my-inquiry/5000001" })) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "두 문항을 모두 선택해 주세요.",
      chosen: { feedback: 100, speed: 0 },
      redirectTo: "/help/my-inquiry/5000001",
    });
    expect(sent).toEqual([]);
  });

  it("a ticket without its final answer is refused: the standalone page says so, a post sends nothing", async () => {
    const sent: Array<Record<string, string>> = [];
    const unanswered = { errorCode: 0, data: { loginFlag: "Y", nodeId: "NODE0000000604", answerEndDate: "" } };
    server.use(helpService({ getTicketInfo: unanswered, CommonSurveyExist: { errorCode: 0, data: { surveyCount: "0" } } }, sent));
    const page = await surveyLoader({ request: makeRequest("/help/my-inquiry/survey?inquiryId=5000001"), context: makeContext(), params: {} });
    expect(await page.json()).toEqual({ inquiryId: "5000001", refusal: "unanswered" });
    const response = (await post(answer)) as Response;
    expect(response.headers.get("location")).toBe("/help/my-inquiry/5000001");
    expect(await toastOf(response)).toBe("아직 답변이 완료되지 않은 문의입니다. 답변이 완료된 후 만족도 평가를 할 수 있습니다.");
    expect(sent.map((body) => body.command)).not.toContain("setSurveyAnswer");
  });

  it("a network failure, and the standalone page's success going to the index", async () => {
    server.use(http.post(APIHELP, () => HttpResponse.error()));
    const failed = (await post(answer)) as Response;
    expect(await toastOf(failed)).toBe("처리 중 오류가 발생했습니다.");
    server.use(helpService({ getTicketInfo: ticket(), setSurveyAnswer: { errorCode: 0 } }));
    const standalone = (await post({ inquiryId: "5000001", feedback: "80", speed: "60" })) as Response;
    expect(standalone.headers.get("location")).toBe("/");
  });

  it("an objection's ticket is refused before anything is sent", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(helpService({ getTicketInfo: ticket("NODE0000000473") }, sent));
    const response = (await post(answer)) as Response;
    expect(response.headers.get("location")).toBe("/");
    expect(await toastOf(response)).toBe("이의제기는 만족도 평가를 제공하고 있지 않습니다.");
    expect(sent.map((body) => body.command)).toEqual(["getTicketInfo"]);
  });
});

describe("the form's two steps (§7.3)", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const fields = {
    mainCategory: "NODE0000000031",
    subCategory: "NODE0000000604",
    customerEmail: "guest@example.com",
    title: "비밀번호 변경 문의",
    content: "비밀번호를 바꿀 수 없습니다.",
    agreement: "on",
    intent: "submit",
  };
  const nodes = { errorCode: 0, data: { nodeList: [{ nodeId: "NODE0000000604", nodeName: "아이디/비밀번호" }] } };
  /** The help service with its nodes and an upload host that refuses every file; counts the uploads tried. */
  function refusingUploads() {
    const uploads = { count: 0 };
    server.use(
      helpService({ CommonNodeList: nodes }),
      http.post(upstreamPath("help", "/tempfile.php"), () => {
        uploads.count += 1;
        return HttpResponse.json({ errorCode: -1, ticketId: "" });
      }),
    );
    return uploads;
  }

  async function submit(values: Record<string, string>, files: File[] = []) {
    const body = new FormData();
    // Each post is from a form of its own render (a honeypot token is good for one submission).
    for (const [name, value] of Object.entries({ ...(await honeypotFields()), ...values })) body.set(name, value);
    for (const file of files) body.append("attachedFiles", file);
    return ticketAction({ request: makeRequest("/help/inquiry", { method: "POST", body }), context: makeContext(), params: {} }, "inquiry");
  }

  it("uploads, then registers as a guest with the ticketId, URI-encoded texts and the device block", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: 0, data: { ticketId: "5000100" } } }, sent),
      http.post(upstreamPath("help", "/tempfile.php"), () =>
        HttpResponse.json({ errorCode: 0, ticketId: "5000100", fileList: [{ fileId: "9", fileName: "a.png", fileSize: 11 }] }),
      ),
    );
    const response = (await submit(fields, [new File([PNG], "a.png")])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/help/inquiry?done=1");
    const register = sent.find((body) => body.command === "QnaRegister")!;
    expect(register).toMatchObject({ type: "exMailQuestion", nodeId: "NODE0000000604", ticketId: "5000100", nonmemberFlag: "Y", inChannelId: "web" });
    expect(register.password).toBeTruthy();
    expect(decodeURIComponent(register.questionTitle)).toBe("비밀번호 변경 문의");
    expect(decodeURIComponent(register.questionContents)).toBe(
      "비밀번호를 바꿀 수 없습니다.\n\n--- Device Information ---\nversion: 1\nmodel: web\nOS Version: web",
    );
  });

  it("a rejected submission keeps what was typed, and its files go up so they need no second attaching", async () => {
    server.use(
      helpService({ CommonNodeList: nodes }),
      http.post(upstreamPath("help", "/tempfile.php"), () =>
        HttpResponse.json({ errorCode: 0, ticketId: "5000101", fileList: [{ fileId: "3", fileName: "a.png", fileSize: 11 }] }),
      ),
    );
    const response = (await submit({ ...fields, customerEmail: "x@", title: "짧음" }, [new File([PNG], "a.png")])) as Response;
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.result.error).toMatchObject({
      customerEmail: ["이메일 형식이 올바르지 않습니다. 다시 확인해 주세요."],
      title: ["제목을 5자 이상 입력해 주세요."],
    });
    expect(data.result.initialValue).toMatchObject({ customerEmail: "x@", title: "짧음", content: "비밀번호를 바꿀 수 없습니다." });
    expect(data.uploads.files).toEqual([{ id: "3", name: "a.png", size: 11 }]);

    // The next post carries the signed token instead of the file; a forged token is ignored.
    const sent: Array<Record<string, string>> = [];
    server.use(helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: 0 } }, sent));
    await submit({ ...fields, uploads: data.uploads.token });
    expect(sent.find((body) => body.command === "QnaRegister")?.ticketId).toBe("5000101");
    sent.length = 0;
    await submit({ ...fields, uploads: `${data.uploads.token.split(".")[0]}.forged` });
    expect(sent.find((body) => body.command === "QnaRegister")?.ticketId).toBeUndefined();
  });

  it("refuses a disguised executable without uploading it, and reports an upload failure", async () => {
    const uploads = refusingUploads();
    const refused = (await submit(fields, [new File(["MZ\u0090\u0000"], "photo.png")])) as Response;
    expect((await refused.json()).result.error.attachedFiles).toEqual(["첨부 불가한 파일입니다. (photo.png)"]);
    expect(uploads.count).toBe(0);
    const failed = (await submit(fields, [new File([PNG], "a.png")])) as Response;
    expect(failed.status).toBe(400);
    expect((await failed.json()).formError).toBe("파일 업로드 중 오류가 발생했습니다.");
  });

  it("a disguised file sent with a good one (without JS) costs only itself: the good one goes up, the refused one is named, nothing is registered", async () => {
    const uploaded: string[][] = [];
    const sent: Array<Record<string, string>> = [];
    server.use(
      helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: 0 } }, sent),
      http.post(upstreamPath("help", "/tempfile.php"), async ({ request }) => {
        const names = (await request.formData()).getAll("files[]").map((file) => (file as File).name);
        uploaded.push(names);
        return HttpResponse.json({ errorCode: 0, ticketId: "5000103", fileList: [{ fileId: "4", fileName: "good.png", fileSize: 11 }] });
      }),
    );
    const response = (await submit(fields, [new File(["MZ\u0090\u0000"], "photo.png"), new File([PNG], "good.png")])) as Response;
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.result.error.attachedFiles).toEqual(["첨부 불가한 파일입니다. (photo.png)"]);
    expect(uploaded).toEqual([["good.png"]]);
    expect(data.uploads.files).toEqual([{ id: "4", name: "good.png", size: 11 }]);
    expect(data.result.initialValue).toMatchObject({ title: fields.title, content: fields.content });
    expect(sent.find((body) => body.command === "QnaRegister")).toBeUndefined();
    // A refused name as long as the sender likes is cut in the message.
    const long = (await submit(fields, [new File(["MZ"], `${"가".repeat(300)}.png`), new File([PNG], "good.png")])) as Response;
    expect((await long.json()).result.error.attachedFiles[0]).toBe(`첨부 불가한 파일입니다. (${"가".repeat(39)}…)`);
  });

  it("sends the form's idempotency key; a register without an answer says the outcome is unknown and keeps the key", async () => {
    const key = "0b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
    const sent: Array<Record<string, string>> = [];
    server.use(helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: 0, data: { ticketId: "5000102" } } }, sent));
    expect(((await submit({ ...fields, submissionKey: key })) as Response).status).toBe(302);
    expect(sent.find((body) => body.command === "QnaRegister")?.idempotencyKey).toBe(key);

    // Another form's registration gets no answer: the form says so and keeps its key for the next press.
    const unanswered = "1b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
    server.use(helpService({ CommonNodeList: nodes, QnaRegister: HttpResponse.error() }));
    const response = (await submit({ ...fields, submissionKey: unanswered })) as Response;
    expect(response.status).toBe(502);
    const data = await response.json();
    expect(data.formError).toBe("응답이 늦어 접수 여부를 확인하지 못했습니다. 다시 눌러 주세요. 이미 접수되었다면 한 번만 접수됩니다.");
    expect(data.submissionKey).toBe(unanswered);
    expect(data.result.initialValue.title).toBe("비밀번호 변경 문의");
  });

  it("a form whose submission was received, sent again after Back, comes back with a new key and says so", async () => {
    const key = "2c6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
    const sent: Array<Record<string, string>> = [];
    const files: string[] = [];
    server.use(
      helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: 0, data: { ticketId: "5000103" } } }, sent),
      http.post(upstreamPath("help", "/tempfile.php"), async ({ request }) => {
        files.push(request.headers.get("content-type")?.startsWith("multipart/") ? "upload" : "delete");
        return HttpResponse.json({ errorCode: 0, ticketId: "5000103", fileList: [{ fileId: "4", fileName: "a.png", fileSize: 11 }] });
      }),
    );
    // The form came back once (a wrong title) with its file uploaded, then was received.
    const rejected = await ((await submit({ ...fields, title: "짧음", submissionKey: key }, [new File([PNG], "a.png")])) as Response).json();
    const kept = { ...fields, submissionKey: key, uploads: rejected.uploads.token };
    expect(((await submit(kept)) as Response).headers.get("location")).toBe("/help/inquiry?done=1");
    expect(sent.filter((body) => body.command === "QnaRegister")).toHaveLength(1);

    // The same post again (a double tap) is that submission: its completion page, nothing sent.
    expect(((await submit(kept)) as Response).headers.get("location")).toBe("/help/inquiry?done=1");
    // The page Back shows, changed and sent again (or its file's × pressed): the form, not a silent 'done'.
    for (const post of [
      { ...kept, title: "두 번째 문의입니다" },
      { ...kept, intent: "remove:4" },
    ]) {
      const response = (await submit(post)) as Response;
      expect(response.status).toBe(409);
      const data = await response.json();
      expect(data.formError).toBe(
        "이 양식의 문의는 이미 접수되었습니다. 새 문의로 보내시려면 내용을 확인하고 다시 눌러 주세요. 앞서 올린 첨부파일은 접수된 문의에 들어 있습니다.",
      );
      expect(data.submissionKey).not.toBe(key);
      expect(data.uploads).toBeNull();
      expect(data.result.initialValue.title).toBe(post.title);
    }
    expect(sent.filter((body) => body.command === "QnaRegister")).toHaveLength(1);
    expect(files).toEqual(["upload"]);
  });

  it("an empty file is refused with its own message naming it, never dropped in silence", async () => {
    const uploads = refusingUploads();
    const response = (await submit(fields, [new File([], "빈파일.txt")])) as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.attachedFiles).toEqual(["빈 파일은 첨부할 수 없습니다. (빈파일.txt)"]);
    expect(uploads.count).toBe(0);
  });

  it("a post too large to read is answered by the form's page: 413, the size message and the way back", async () => {
    const response = await ticketLoader({ request: makeRequest("/help/inquiry"), context: makeContext({ oversizedFormPost: true }), params: {} }, "inquiry");
    expect(response.status).toBe(413);
    expect((await response.json()).oversized).toMatchObject({
      title: "10MB 이하의 파일만 첨부 가능합니다.",
      back: { href: "/help/inquiry", label: "문의 양식으로 돌아가기" },
    });
    const page = await ticketLoader({ request: makeRequest("/help/inquiry"), context: makeContext(), params: {} }, "inquiry");
    expect(page.status).toBe(200);
    expect((await page.json()).oversized).toBeNull();
  });

  it("a refused register is only logged: the form comes back as it was, without a message", async () => {
    server.use(helpService({ CommonNodeList: nodes, QnaRegister: { errorCode: -1001 } }));
    const response = (await submit(fields)) as Response;
    const data = await response.json();
    expect(data.result.error).toEqual({});
    expect(data.formError).toBeNull();
    expect(data.result.initialValue.title).toBe("비밀번호 변경 문의");
  });
});

describe("FAQ search keyword log (§2.4)", () => {
  const KEYWORD_LOG = upstreamPath("help", "/api/set_faq_keyword.php");
  function recordKeywords() {
    const logged: string[] = [];
    server.use(
      http.post(KEYWORD_LOG, async ({ request }) => {
        logged.push(new URLSearchParams(await request.text()).get("szKeyword") ?? "");
        return HttpResponse.json({ result: 1, message: "success" });
      }),
      helpService({ FaqSearchList: { errorCode: 0, data: { searchList: [], totalCount: 0, pageNo: 1 } } }),
    );
    return logged;
  }
  const search = (q: string) => makeRequest("/help/search", { method: "POST", body: new URLSearchParams({ q }) });

  it("logs a searched keyword once, then redirects to the results page that does not log it again", async () => {
    const logged = recordKeywords();
    const { action, loader } = await import("~/routes/help.search/faq-search.server");
    const response = (await action({ request: search("  환불 "), context: makeContext(), params: {} })) as Response;
    expect(response.headers.get("location")).toBe(`/help/search?q=${encodeURIComponent("환불")}`);
    await loader({ request: makeRequest(response.headers.get("location")!), context: makeContext(), params: {} });
    await loader({ request: makeRequest(response.headers.get("location")!), context: makeContext(), params: {} });
    expect(logged).toEqual(["환불"]);
  });

  it.each([
    ["70 characters", "가".repeat(70), ["가".repeat(70)]],
    ["71 characters", "가".repeat(71), []],
  ])("logs a keyword of %s only within the limit", async (_name, word, expected) => {
    const logged = recordKeywords();
    const { action } = await import("~/routes/help.search/faq-search.server");
    await action({ request: search(word), context: makeContext(), params: {} });
    expect(logged).toEqual(expected);
  });

  it("cuts a longer search than the box takes (sent by hand) to the box's length, so its results' address stays short", async () => {
    const logged = recordKeywords();
    const { action } = await import("~/routes/help.search/faq-search.server");
    const response = (await action({ request: search("환".repeat(20_000)), context: makeContext(), params: {} })) as Response;
    expect(response.headers.get("location")).toBe(`/help/search?q=${encodeURIComponent("환".repeat(HELP_SEARCH_MAX))}`);
    expect(logged).toEqual([]);
  });

  it("sends an empty search to the FAQ without logging", async () => {
    const logged = recordKeywords();
    const { action } = await import("~/routes/help.search/faq-search.server");
    const response = (await action({ request: search("   "), context: makeContext(), params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/help/faq");
    expect(logged).toEqual([]);
  });
});
