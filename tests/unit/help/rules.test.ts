// 002's tables, row by row: inquiry types (§3.1), statuses (§4.1), the rating column (§2.11), survey
// results (§8.2), the chatbot's miss counter (§4.4), attachments (§5.7), device block (§5.11) and more.
import { describe, expect, it } from "vitest";
import {
  chatTime,
  contentMatchesExtension,
  deviceFromUserAgent,
  emailSuggestions,
  inquiryKind,
  isContentEmpty,
  isValidEmail,
  isValidMobile,
  nextMissCount,
  ratingCell,
  safeChatUrl,
  shouldLogKeyword,
  statusLabelKey,
  stripSpaceEntity,
  submittedNodeId,
  surveyOutcome,
  surveyOffered,
  ticketStatus,
  allowedExtensions,
  FORM_FIELDS,
} from "~/domain/help";
import { categoryTemplate, deviceBlock, submittedContent } from "~/domain/help-text";
import { helpInquiries } from "~/i18n/ko/help/inquiries";

const types = helpInquiries.myInquiry.types;
const statuses = helpInquiries.myInquiry.status;

describe("inquiry type from the third segment of nodePath (§3.1)", () => {
  it.each([
    ["스트림온 > 고객센터 > 1대1문의 > 유저정보 > 아이디/비밀번호", "NODE0000000604", "1:1 문의"],
    ["스트림온 > 고객센터 > 신고하기 > 저작권 침해", "NODE0000000134", "신고하기"],
    ["스트림온 > 고객센터 > 불법촬영물등 신고하기 > 불법촬영물등 유통신고 > 불법촬영물", "NODE0000000631", "불법촬영물등신고"],
    ["스트림온 > 고객센터 > 이의신청", "NODE0000000473", "이의신청"],
    ["anything > else > 1대1문의", "NODE0000000473", "이의신청"],
    ["스트림온 > 고객센터", "NODE0000000002", "기타"],
    [null, null, "기타"],
    ["a > b > 모르는 유형", "NODE0000000999", "기타"],
  ])("%s (%s) → %s", (path, node, label) => {
    expect(types[inquiryKind(path, node)]).toBe(label);
  });
});

describe("ticket status labels (§4.1)", () => {
  it.each([
    ["ANSWEND", "mobile", "답변완료"],
    ["ANSWEND", "desktop", "완료"],
    ["ANSWTMP", "desktop", "중간회신"],
    ["ANSWTMP", "mobile", "중간회신"],
    ["ANSWADD", "desktop", "추가답변"],
    ["RECEIVE", "desktop", "접수중"],
    ["", "mobile", "접수중"],
    [null, "desktop", "접수중"],
  ] as const)("%s on %s → %s", (status, layout, label) => {
    expect(statuses[statusLabelKey(ticketStatus(status), layout)]).toBe(label);
  });
});

describe("rating column (§2.11) and when the survey is offered (§4.2)", () => {
  it.each([
    [{ isEvaluated: true, isAnswered: true }, "rated"],
    [{ isEvaluated: true, isAnswered: false }, "rated"],
    [{ isEvaluated: false, isAnswered: true }, "rate"],
    [{ isEvaluated: false, isAnswered: false }, "none"],
  ] as const)("%o → %s", (item, cell) => {
    expect(ratingCell(item)).toBe(cell);
  });

  it("needs an answer with a date and no objection", () => {
    const answer = { contentsHtml: "", createdAt: "2026-01-01 10:00:00", staffName: null };
    expect(surveyOffered({ answer, isObjection: false })).toBe(true);
    expect(surveyOffered({ answer, isObjection: true })).toBe(false);
    expect(surveyOffered({ answer: null, isObjection: false })).toBe(false);
    expect(surveyOffered({ answer: { ...answer, createdAt: "" }, isObjection: false })).toBe(false);
  });
});

describe("survey results (§8.2)", () => {
  it.each([
    [0, false, { kind: "done" }],
    [-1025, false, { kind: "already" }],
    [-2008, false, { kind: "login" }],
    [-1, false, { kind: "failedWithCode", code: -1 }],
    [-9999, false, { kind: "failedWithCode", code: -9999 }],
    [null, false, { kind: "failed" }],
    [0, true, { kind: "objection" }],
  ] as const)("errorCode %s (objection %s)", (code, objection, outcome) => {
    expect(surveyOutcome(code, objection)).toEqual(outcome);
  });
});

describe("chatbot miss counter (§4.4)", () => {
  it("asks to retype on the first miss, falls back on the second and resets; a hit resets", () => {
    let state = nextMissCount(0, false);
    expect(state).toEqual({ count: 1, miss: "first" });
    state = nextMissCount(state.count, false);
    expect(state).toEqual({ count: 0, miss: "second" });
    expect(nextMissCount(0, false)).toEqual({ count: 1, miss: "first" });
    expect(nextMissCount(1, true)).toEqual({ count: 0, miss: null });
  });

  it("shows times as 'A hh:mm' in Korea time", () => {
    const markers = { am: "오전", pm: "오후" };
    expect(chatTime(Date.UTC(2026, 0, 1, 0, 5), markers)).toBe("오전 09:05");
    expect(chatTime(Date.UTC(2026, 0, 1, 6, 30), markers)).toBe("오후 03:30");
    expect(chatTime(Date.UTC(2026, 0, 1, 15, 0), markers)).toBe("오전 12:00");
    expect(chatTime(Date.UTC(2026, 0, 1, 3, 0), markers)).toBe("오후 12:00");
  });

  it("keeps only our own paths and http(s) links", () => {
    expect(safeChatUrl("/help/faq/1")).toBe("/help/faq/1");
    expect(safeChatUrl("https://help.example/x")).toBe("https://help.example/x");
    expect(safeChatUrl("//evil.example")).toBeNull();
    expect(safeChatUrl("javascript:alert(1)")).toBeNull();
  });
});

describe("form rules (§5)", () => {
  it.each([
    ["abc@naver.com", true],
    ["a.b_c-d@mail.co.kr", true],
    ["ab@naver.com", false],
    ["abc+tag@naver.com", false],
    ["abc@naver", false],
    ["abc@naver.c", false],
    ["not-an-email@", false],
  ])("e-mail %s → %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it("suggests the seven mail domains after an id of 3+ characters and '@'", () => {
    expect(emailSuggestions("ab@")).toEqual([]);
    expect(emailSuggestions("abc@")).toHaveLength(7);
    expect(emailSuggestions("abc@na")).toEqual(["abc@naver.com", "abc@nate.com"]);
  });

  it.each([
    ["010-1234-5678", true],
    ["01112345678", true],
    ["0161234567", true],
    ["01912345678", true],
    ["01212345678", false],
    ["0101234567890", false],
    ["02-123-4567", false],
  ])("mobile %s → %s", (value, valid) => {
    expect(isValidMobile(value)).toBe(valid);
  });

  it("treats an unchanged template as empty", () => {
    expect(isContentEmpty("   ", "")).toBe(true);
    expect(isContentEmpty("아이디 : \n문의 내용 : ", "아이디 : \n문의 내용 : ")).toBe(true);
    expect(isContentEmpty("아이디 : abc\n문의 내용 : ", "아이디 : \n문의 내용 : ")).toBe(false);
  });

  it("a report has no sub-category; an illegal report asks who reports it after the e-mail (§5.8)", () => {
    expect(FORM_FIELDS.report).not.toContain("subCategory");
    expect(FORM_FIELDS.illegal.slice(3, 7)).toEqual(["customerEmail", "reporterName", "birth", "phoneNumber"]);
  });

  it("sends the sub-category for inquiries and illegal reports, the main category otherwise (§7.3)", () => {
    expect(submittedNodeId("inquiry", "NODE0000000031", "NODE0000000604")).toBe("NODE0000000604");
    expect(submittedNodeId("illegal", "NODE0000000486", "NODE0000000631")).toBe("NODE0000000631");
    expect(submittedNodeId("report", "NODE0000000134", "")).toBe("NODE0000000134");
    expect(submittedNodeId("objection", "NODE0000000473", undefined)).toBe("NODE0000000473");
  });
});

describe("attachments by content (§5.7)", () => {
  const bytes = (...values: Array<number | string>) =>
    new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));
  it.each([
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), true],
    ["png", bytes("MZ", 0x90, 0), false],
    ["jpg", bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ["jpeg", bytes("GIF89a"), false],
    ["gif", bytes("GIF87a"), true],
    ["bmp", bytes("BM", 1, 2), true],
    ["zip", bytes("PK", 3, 4), true],
    ["zip", bytes("PK", 5, 6), true],
    ["docx", bytes("PK", 3, 4), true],
    ["hwp", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), true],
    ["pdf", bytes("%PDF-1.7"), true],
    ["txt", bytes("hello"), true],
    ["txt", bytes("MZ", 0, 0), false],
    ["exe", bytes("MZ"), false],
  ])("%s: %s → %s", (extension, head, ok) => {
    expect(contentMatchesExtension(extension, head)).toBe(ok);
  });

  it("accepts documents on the illegal report only", () => {
    expect(allowedExtensions("inquiry")).toEqual(["gif", "jpg", "jpeg", "png", "txt", "zip", "bmp"]);
    expect(allowedExtensions("illegal")).toEqual(expect.arrayContaining(["doc", "docx", "xls", "pdf", "hwp"]));
  });
});

describe("device information (§5.11) and what is sent (§5.10)", () => {
  it("reads 1 / web / web on the web and the app's version, model and OS inside the app", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/120", null)).toEqual({ version: "1", model: "web", osVersion: "web" });
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A) StreamOnApp/8.16.2", "8.16.2")).toEqual({
      version: "8.16.2",
      model: "SM-S918N",
      osVersion: "Android 14",
    });
    expect(deviceFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) StreamOnApp/8.1.0", "8.1.0")).toEqual({
      version: "8.1.0",
      model: "iPhone",
      osVersion: "iOS 17.4",
    });
  });

  it("appends the block to the content, except for the illegal report's four numbered lines", () => {
    const web = { version: "1", model: "web", osVersion: "web" };
    expect(deviceBlock(web)).toBe("--- Device Information ---\nversion: 1\nmodel: web\nOS Version: web");
    expect(submittedContent("inquiry", { content: " 내용입니다. " }, web)).toBe(`내용입니다.\n\n${deviceBlock(web)}`);
    expect(submittedContent("objection", { content: "이의 내용" }, web)).toContain("--- Device Information ---");
    expect(submittedContent("illegal", { content: "신고 내용", reporterName: "홍길동", birth: "19900101", phoneNumber: "01012345678" }, web)).toBe(
      "1) 신고자(기관) 이름: 홍길동\n2) 생년월일(법인번호): 19900101\n3) 휴대폰 번호: 01012345678\n4) 신고 내용: 신고 내용",
    );
  });

  it("puts the ID line in templates for guests only, the refund path in payment categories", () => {
    const guest = categoryTemplate("inquiry", "NODE0000000031", { isGuest: true, device: "pc" });
    const member = categoryTemplate("inquiry", "NODE0000000031", { isGuest: false, device: "pc" });
    expect(guest.startsWith("아이디 : ")).toBe(true);
    expect(member).not.toContain("아이디 : ");
    expect(categoryTemplate("inquiry", "NODE0000000031", { isGuest: false, device: "mobile" })).toContain("사용 기기(모델명)");
    expect(categoryTemplate("inquiry", "NODE0000000047", { isGuest: false, device: "pc" })).toContain("결제 취소");
    expect(categoryTemplate("objection", "NODE0000000473", { isGuest: false, device: "pc" })).toBe("");
  });
});

describe("search (§2.4, §5.12)", () => {
  it("strips '&#32;' from result titles and logs keywords of 70 characters or fewer", () => {
    expect(stripSpaceEntity("비밀번호 변경&#32;")).toBe("비밀번호 변경");
    expect(shouldLogKeyword("가".repeat(70))).toBe(true);
    expect(shouldLogKeyword("가".repeat(71))).toBe(false);
    expect(shouldLogKeyword("  ")).toBe(false);
  });
});
