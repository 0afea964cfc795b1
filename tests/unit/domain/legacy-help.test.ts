import { describe, expect, it } from "vitest";
import { legacyAtvDestination, legacyMobileDestination } from "~/domain/legacy-help";

// 002 §2.15: one case per row of the type table.
describe("/help/atv.php type table", () => {
  it.each([
    ["exSelfRAR", "/help/faq"],
    ["exSelfRARMobile", "/help/faq"],
    ["exSelfRARView", "/help/faq"],
    ["exMailQuestion", "/help/inquiry"],
    ["exMailDeclare", "/help/report/content"],
    ["exMailIllegal", "/help/report/illegal"],
    ["exMailMyBoard", "/help/my-inquiry"],
    ["myBoardMobile", "/help/my-inquiry"],
    ["exMailMyAnswer", "/help/my-inquiry/4321"],
    ["myAnswerMobile", "/help/my-inquiry/4321"],
    ["customerSurvey", "/help/my-inquiry/survey?inquiryId=4321"],
    ["exMailObjection", "/help/objection"],
    ["somethingElse", "/help"],
    ["toString", "/help"],
    ["", "/help"],
  ])("type=%s → %s", (type, destination) => {
    expect(legacyAtvDestination({ type, qnaId: "4321" })).toBe(destination);
  });

  it("sends a missing type to /help", () => {
    expect(legacyAtvDestination({})).toBe("/help");
  });

  it("keeps a hostile qnaId inside the path", () => {
    expect(legacyAtvDestination({ type: "exMailMyAnswer", qnaId: "../../x?y=1" })).toBe("/help/my-inquiry/..%2F..%2Fx%3Fy%3D1");
  });
});

describe("/help/m.php", () => {
  it.each([
    ["NODE0000000473", "/help/objection"],
    ["473", "/help/objection"],
    ["NODE0000000031", "/help/inquiry"],
    [null, "/help/inquiry"],
  ])("category=%s → %s", (category, destination) => {
    expect(legacyMobileDestination({ category })).toBe(destination);
  });
});
