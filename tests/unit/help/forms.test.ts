// Every message of 002 §5 from the forms' one schema, as the action (parseWithZod) and the browser see it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { FormType } from "~/domain/help";
import { shortName, ticketSchema, type TicketSchemaContext } from "~/forms/help-ticket";
import { surveySchema } from "~/forms/help-survey.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const valid: Record<FormType, Record<string, string>> = {
  inquiry: {
    mainCategory: "NODE0000000031",
    subCategory: "NODE0000000604",
    customerEmail: "abc@naver.com",
    title: "로그인이 안 돼요",
    content: "로그인이 되지 않습니다.",
    agreement: "on",
  },
  report: { mainCategory: "NODE0000000134", customerEmail: "abc@naver.com", title: "저작권 침해 신고", content: "제 영상을 올렸습니다.", agreement: "on" },
  illegal: {
    mainCategory: "NODE0000000486",
    subCategory: "NODE0000000631",
    customerEmail: "abc@naver.com",
    reporterName: "홍길동",
    birth: "1990-01-01",
    phoneNumber: "010-1234-5678",
    title: "불법촬영물 신고",
    content: "해당 영상을 삭제해 주세요.",
    agreement: "on",
  },
  objection: { customerEmail: "abc@naver.com", title: "이의신청합니다", content: "정지 사유가 없습니다.", agreement: "on" },
};

function form(values: Record<string, string>, files: File[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  for (const file of files) data.append("attachedFiles", file);
  return data;
}

const context = (formType: FormType, extra: Partial<TicketSchemaContext> = {}): TicketSchemaContext => ({ formType, template: "", ...extra });

async function errors(formType: FormType, overrides: Record<string, string | undefined>, files: File[] = [], extra: Partial<TicketSchemaContext> = {}) {
  const values = Object.fromEntries(Object.entries({ ...valid[formType], ...overrides }).filter(([, value]) => value !== undefined)) as Record<string, string>;
  return firstMessages(form(values, files), context(formType, extra));
}

/** The first message of each invalid field, as the form shows it. */
async function firstMessages(formData: FormData, schemaContext: TicketSchemaContext): Promise<Record<string, string>> {
  const submission = await parseWithZod(formData, { schema: ticketSchema(schemaContext), async: true });
  if (submission.status === "success") return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) found[field] = messages[0];
  return found;
}

describe("the four forms accept a complete submission", () => {
  it.each(["inquiry", "report", "illegal", "objection"] as const)("%s", async (formType) => {
    const submission = await parseWithZod(form(valid[formType], [new File([PNG], "a.png")]), { schema: ticketSchema(context(formType)), async: true });
    expect(submission.status).toBe("success");
  });

  it("normalises the illegal report's digits", async () => {
    const submission = await parseWithZod(form(valid.illegal), { schema: ticketSchema(context("illegal")), async: true });
    expect(submission.status === "success" && [submission.value.phoneNumber, submission.value.birth]).toEqual(["01012345678", "19900101"]);
  });
});

describe("every message of §5", () => {
  it.each([
    ["inquiry", { customerEmail: undefined }, "customerEmail", "이메일 형식이 올바르지 않습니다. 다시 확인해 주세요."],
    ["inquiry", { customerEmail: "ab@naver.com" }, "customerEmail", "이메일 형식이 올바르지 않습니다. 다시 확인해 주세요."],
    ["inquiry", { mainCategory: undefined }, "mainCategory", "문의 선택해 주세요."],
    ["report", { mainCategory: undefined }, "mainCategory", "신고 선택해 주세요."],
    ["inquiry", { subCategory: undefined }, "subCategory", "세부 유형 선택해 주세요."],
    ["inquiry", { title: undefined }, "title", "제목을 입력해 주세요."],
    ["inquiry", { title: "    " }, "title", "제목을 입력해 주세요."],
    ["inquiry", { title: "짧음" }, "title", "제목을 5자 이상 입력해 주세요."],
    ["inquiry", { title: "가".repeat(101) }, "title", "제목을 100자 이하로 입력해 주세요."],
    ["inquiry", { content: undefined }, "content", "내용을 입력해 주세요."],
    ["inquiry", { content: "  네 " }, "content", "내용을 5자 이상 입력해 주세요."],
    ["inquiry", { content: "가".repeat(1001) }, "content", "내용을 1,000자 이하로 입력해 주세요."],
    ["inquiry", { agreement: undefined }, "agreement", "개인정보 수집 및 이용에 동의해 주세요."],
    ["illegal", { reporterName: undefined }, "reporterName", "신고자·요청자 이름을 입력해 주세요."],
    ["illegal", { reporterName: "홍" }, "reporterName", "신고자·요청자 이름을 2자 이상 입력해 주세요."],
    ["illegal", { phoneNumber: undefined }, "phoneNumber", "휴대폰 번호를 입력해 주세요."],
    ["illegal", { phoneNumber: "012-345-6789" }, "phoneNumber", "유효하지 않은 휴대전화번호 형식입니다."],
  ] as const)("%s %o → %s: %s", async (formType, overrides, field, message) => {
    expect((await errors(formType, overrides))[field]).toBe(message);
  });

  it("counts the category template left unchanged as empty", async () => {
    const template = "아이디 : \n문의 내용 : ";
    expect((await errors("inquiry", { content: template }, [], { template }))?.content).toBe("내용을 입력해 주세요.");
    expect((await errors("inquiry", { content: `${template}로그인 오류` }, [], { template }))?.content).toBeUndefined();
  });

  it("counts a line break as one character, as the browser's counter does, though the form sends it as CR LF", async () => {
    const lines = `${Array.from({ length: 20 }, () => "가".repeat(49)).join("\r\n")}가`;
    expect(lines.replace(/\r\n/g, "\n")).toHaveLength(1_000);
    expect((await errors("inquiry", { content: lines })).content).toBeUndefined();
    expect((await errors("inquiry", { content: `${lines}가` })).content).toBe("내용을 1,000자 이하로 입력해 주세요.");
    const template = "아이디 : \n문의 내용 : ";
    expect((await errors("inquiry", { content: template.replace("\n", "\r\n") }, [], { template })).content).toBe("내용을 입력해 주세요.");
    const submission = await parseWithZod(form({ ...valid.inquiry, content: "첫 줄\r\n둘째 줄" }), { schema: ticketSchema(context("inquiry")), async: true });
    expect(submission.status === "success" && submission.value.content).toBe("첫 줄\n둘째 줄");
  });

  it("limits attachments by count (with files already uploaded), total size, name and content", async () => {
    const png = (name = "a.png") => new File([PNG], name);
    expect((await errors("inquiry", {}, [png(), png(), png(), png()])).attachedFiles).toBe("3개 이하의 파일만 첨부할 수 있습니다.");
    expect((await errors("inquiry", {}, [png()], { uploaded: { count: 3, bytes: 10 } })).attachedFiles).toBe("3개 이하의 파일만 첨부할 수 있습니다.");
    const big = new File([new Uint8Array(10_485_761)], "big.zip");
    expect((await errors("inquiry", {}, [big])).attachedFiles).toBe("10MB 이하의 파일만 첨부 가능합니다.");
    expect((await errors("inquiry", {}, [png()], { uploaded: { count: 1, bytes: 10_485_760 } })).attachedFiles).toBe("10MB 이하의 파일만 첨부 가능합니다.");
    expect((await errors("inquiry", {}, [new File(["MZ"], "setup.exe")])).attachedFiles).toBe("첨부 불가한 파일입니다.");
    expect((await errors("inquiry", {}, [new File(["MZ\u0090\u0000"], "photo.png")])).attachedFiles).toBe("첨부 불가한 파일입니다.");
    expect((await errors("inquiry", {}, [new File(["%PDF-1.4"], "a.pdf")])).attachedFiles).toBe("첨부 불가한 파일입니다.");
    expect((await errors("illegal", {}, [new File(["%PDF-1.4"], "a.pdf")])).attachedFiles).toBeUndefined();
  });

  it("takes exactly 3 files, counting the ones already uploaded, and refuses a 4th with its message", async () => {
    const png = (name = "a.png") => new File([PNG], name);
    expect(await errors("inquiry", {}, [png("1.png"), png("2.png"), png("3.png")])).toEqual({});
    expect(await errors("inquiry", {}, [png()], { uploaded: { count: 2, bytes: 10 } })).toEqual({});
    expect((await errors("inquiry", {}, [png(), png()], { uploaded: { count: 2, bytes: 10 } })).attachedFiles).toBe("3개 이하의 파일만 첨부할 수 있습니다.");
  });

  it("takes exactly 10 MB and refuses an empty file with its own message naming it", async () => {
    const bytes = new Uint8Array(10_485_760);
    bytes.set(PNG);
    const exact = new File([bytes], "exact.png");
    expect((await errors("inquiry", {}, [exact])).attachedFiles).toBeUndefined();
    expect((await errors("inquiry", {}, [new File([], "empty.txt")])).attachedFiles).toBe("빈 파일은 첨부할 수 없습니다. (empty.txt)");
  });
});

describe("the limits themselves are allowed (002 §5: '이상', '이하')", () => {
  it("takes a title of exactly 5 and of exactly 100 characters, a name of 2, content of 5 once trimmed", async () => {
    expect(await errors("inquiry", { title: "가나다라마" })).toEqual({});
    expect(await errors("inquiry", { title: "가".repeat(100) })).toEqual({});
    expect(await errors("illegal", { reporterName: "홍길" })).toEqual({});
    expect(await errors("inquiry", { content: "  가나다라마  " })).toEqual({});
    expect((await errors("inquiry", { content: "  가나다라    " })).content).toBe("내용을 5자 이상 입력해 주세요.");
  });
});

describe("attachments one by one", () => {
  const png = (name: string) => new File([PNG], name);

  it("names only the empty files in the empty-file message", async () => {
    expect((await errors("inquiry", {}, [png("full.png"), new File([], "empty.png")])).attachedFiles).toBe("빈 파일은 첨부할 수 없습니다. (empty.png)");
  });

  it("refuses the lot when any one file has an extension the form does not take", async () => {
    expect((await errors("inquiry", {}, [png("a.png"), new File(["MZ"], "setup.exe")])).attachedFiles).toBe("첨부 불가한 파일입니다.");
  });

  it("in the browser, goes by what each file was read to be: refused when any was not what its name says, taken while unread", async () => {
    const good = png("good.png");
    const renamed = png("renamed.png");
    const contentOf = (file: File) => (file === renamed ? false : file === good ? true : undefined);
    expect((await errors("inquiry", {}, [good, renamed], { contentOf })).attachedFiles).toBe("첨부 불가한 파일입니다.");
    expect(await errors("inquiry", {}, [good, png("unread.png")], { contentOf })).toEqual({});
  });

  it("shortens a long file name in a message, not one of 40 characters", () => {
    expect(shortName(`${"가".repeat(36)}.png`)).toBe(`${"가".repeat(36)}.png`);
    expect(shortName(`${"가".repeat(37)}.png`)).toBe(`${"가".repeat(37)}.p…`);
  });
});

describe("survey schema (§2.13)", () => {
  it("needs both scores on the 20–100 scale", () => {
    const data = (values: Record<string, string>) =>
      Object.entries(values).reduce((formData, [key, value]) => (formData.set(key, value), formData), new FormData());
    expect(parseWithZod(data({ inquiryId: "5000001", feedback: "80", speed: "100" }), { schema: surveySchema }).status).toBe("success");
    const missing = parseWithZod(data({ inquiryId: "5000001", feedback: "80" }), { schema: surveySchema });
    expect(missing.status === "error" && missing.error?.speed).toEqual(["두 문항을 모두 선택해 주세요."]);
    const offScale = parseWithZod(data({ inquiryId: "5000001", feedback: "50", speed: "100" }), { schema: surveySchema });
    expect(offScale.status).toBe("error");
  });
});
