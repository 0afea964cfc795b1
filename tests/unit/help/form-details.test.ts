// More of the help centre's rules (domain/help.ts) as a form, a list or a chatbot answer shows them: the
// fixed categories of the illegal report and the objection, what is sent as the ticket's node, the email
// suggestions, the mobile number, the attachments' extensions and contents, the device block, the FAQ list's
// address, the survey button, the ticket status and the links the chatbot may show.
import { describe, expect, it } from "vitest";
import {
  appendsDeviceBlock,
  browserLineBreaks,
  canSubmitSurvey,
  contentMatchesExtension,
  deviceFromUserAgent,
  emailSuggestions,
  extensionOf,
  faqListHref,
  fixedMainCategory,
  inChannel,
  inquiryKind,
  isValidMobile,
  mainCategoriesOf,
  safeChatUrl,
  shouldLogKeyword,
  submittedNodeId,
  surveyOutcome,
  ticketStatus,
} from "~/domain/help";
import { HELP_NODE } from "~/domain/help-nodes";
import { illegalReportCategoryName } from "~/i18n/ko/help/categories";
import { helpShared } from "~/i18n/ko/help/shared";

describe("categories of the fixed forms (§5.3, §5.8)", () => {
  it("the illegal report and the objection offer their single category, already chosen", () => {
    expect(mainCategoriesOf("illegal")).toEqual([{ id: HELP_NODE.illegalReport, name: illegalReportCategoryName }]);
    expect(mainCategoriesOf("objection")).toEqual([{ id: HELP_NODE.objection, name: helpShared.kinds.objection }]);
    expect(fixedMainCategory("illegal")).toBe(HELP_NODE.illegalReport);
    expect(fixedMainCategory("objection")).toBe(HELP_NODE.objection);
  });

  it("the inquiry and the report let the writer choose", () => {
    expect(fixedMainCategory("inquiry")).toBeNull();
    expect(fixedMainCategory("report")).toBeNull();
    expect(mainCategoriesOf("report").length).toBeGreaterThan(1);
  });

  it("a report and an objection send their main category even when a sub-category came with the form (§7.3)", () => {
    expect(submittedNodeId("report", "NODE0000000134", "NODE0000000604")).toBe("NODE0000000134");
    expect(submittedNodeId("objection", "NODE0000000473", "NODE0000000604")).toBe("NODE0000000473");
  });
});

describe("typed values (§5.2, §5.10)", () => {
  it("suggests mail domains only for a whole address being typed", () => {
    expect(emailSuggestions("!!abc@na")).toEqual([]);
    expect(emailSuggestions("abc@na!")).toEqual([]);
    expect(emailSuggestions("abc@NA")).toEqual(["abc@naver.com", "abc@nate.com"]);
  });

  it("takes a mobile number starting 01, and nothing before it", () => {
    expect(isValidMobile("010-1234-5678")).toBe(true);
    expect(isValidMobile("1010-1234-5678")).toBe(false);
  });

  it("counts a lone carriage return as a line break, as the browser does", () => {
    expect(browserLineBreaks("가\r나\r\n다")).toBe("가\n나\n다");
  });

  it("logs a keyword by its trimmed length", () => {
    expect(shouldLogKeyword(`  ${"가".repeat(70)}  `)).toBe(true);
  });
});

describe("attachments (§5.7)", () => {
  it("reads no extension of a name without a dot or of a hidden file's name", () => {
    expect(extensionOf("README")).toBe("");
    expect(extensionOf(".png")).toBe("");
    expect(extensionOf("사진.JPG")).toBe("jpg");
  });

  const bytes = (...values: Array<string | number>) =>
    new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));
  const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

  it.each([
    ["gif", bytes("GIF87a"), true],
    ["gif", bytes("GIF89a"), true],
    ["gif", bytes(0x89, "PNG"), false],
    ["jpg", bytes(0xff, 0x00, 0x00), false],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xdb), true],
    ["bmp", bytes("BM", 0, 0), true],
    ["bmp", bytes("MZ", 0, 0), false],
    ["doc", bytes(...CFB), true],
    ["xls", bytes(...CFB), true],
    ["hwp", bytes(...CFB), true],
    ["pdf", bytes("%PDF-1.4"), true],
    ["pdf", bytes(...CFB), false],
    ["pdf", bytes("%PS-1"), false],
  ])("%s: %s → %s", (extension, head, ok) => {
    expect(contentMatchesExtension(extension, head)).toBe(ok);
  });
});

describe("device block (§5.11)", () => {
  it("reads an Android app's version without a model or build", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 13) StreamOnApp/8.16.2", "8.16.2")).toEqual({
      version: "8.16.2",
      model: "Android",
      osVersion: "Android 13",
    });
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 13; SM-S911N ) StreamOnApp/8.16.2", "8.16.2")).toEqual({
      version: "8.16.2",
      model: "SM-S911N",
      osVersion: "Android 13",
    });
  });

  it("reads an app on another system as unknown", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (Windows NT 10.0) StreamOnApp/8.16.2", "8.16.2")).toEqual({
      version: "8.16.2",
      model: "unknown",
      osVersion: "unknown",
    });
  });

  it("appends the block to every form but the illegal report", () => {
    expect(appendsDeviceBlock("illegal")).toBe(false);
    for (const formType of ["inquiry", "report", "objection"] as const) expect(appendsDeviceBlock(formType)).toBe(true);
  });

  it("names the channel: the app, mobile web or web", () => {
    expect(inChannel(true, "Mozilla/5.0 (iPhone)")).toBe("app");
    expect(inChannel(false, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) Mobile")).toBe("webm");
    expect(inChannel(false, "Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe("web");
  });
});

describe("my inquiries (§3.1, §4.1, §4.2)", () => {
  it("reads the type from the path's third segment, spaces around it ignored", () => {
    expect(inquiryKind("고객센터 > 문의 >  신고하기 ", null)).toBe("report");
    expect(inquiryKind("고객센터 > 문의 > 이의신청", null)).toBe("objection");
    expect(inquiryKind("고객센터", null)).toBe("other");
    expect(inquiryKind(null, null)).toBe("other");
  });

  it("shows an unknown status as received", () => {
    expect(ticketStatus("ANSWEND")).toBe("ANSWEND");
    expect(ticketStatus("DELETED")).toBe("RECEIVE");
    expect(ticketStatus(null)).toBe("RECEIVE");
  });

  it("enables the survey's button only when both scores are chosen", () => {
    expect(canSubmitSurvey(20, 100)).toBe(true);
    expect(canSubmitSurvey(0, 100)).toBe(false);
    expect(canSubmitSurvey(20, 0)).toBe(false);
  });

  it("answers a survey of an ordinary ticket by its error code", () => {
    expect(surveyOutcome(0)).toEqual({ kind: "done" });
  });
});

describe("FAQ list address (§2.5)", () => {
  it("carries the category, the sub-category when chosen and the page past the first", () => {
    expect(faqListHref("NODE0000000031", null)).toBe("/help/faq?category=NODE0000000031");
    expect(faqListHref("NODE0000000031", "NODE0000000604", 1)).toBe("/help/faq?category=NODE0000000031&sub=NODE0000000604");
    expect(faqListHref("NODE0000000031", null, 2)).toBe("/help/faq?category=NODE0000000031&page=2");
  });
});

describe("links from the chatbot (§2.14)", () => {
  it("keeps our paths and http(s) addresses, trimmed", () => {
    expect(safeChatUrl(" https://example.com/guide ")).toBe("https://example.com/guide");
    expect(safeChatUrl("http://example.com/guide")).toBe("http://example.com/guide");
    expect(safeChatUrl("/help/faq")).toBe("/help/faq");
  });

  it("refuses anything else, even with an address inside or after it", () => {
    expect(safeChatUrl("javascript:alert('https://example.com')")).toBeNull();
    expect(safeChatUrl("https://example.com/a b")).toBeNull();
    expect(safeChatUrl("//evil.example/x")).toBeNull();
  });
});
