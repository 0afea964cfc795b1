// The post's and a comment's dialog forms (pin, report) on the form system's wiring (components/forms/Field.tsx,
// issue 73 item 3): a control or a radio group names its messages in aria-describedby only when they are on the
// page, and they are read out as they appear; a form sent back keeps what was chosen and typed. Rendered where the
// server renders (no document: the form system's layout effects are the browser's), then parsed.
import { JSDOM } from "jsdom";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { CommentDialog } from "~/components/station/CommentDialogs";
import { PostDialog } from "~/components/station/PostDialogs";
import type { PostDetail } from "~/domain/station";
import type { PostComment } from "~/domain/station-comments";

const reportForm = {
  token: "t",
  reasons: [
    { no: 1, name: "욕설" },
    { no: 2, name: "광고" },
  ],
};

/** The dialog's HTML as the server sends it, its document parsed. */
async function rendered(element: ReactElement) {
  const routes = [{ id: "root", path: "/", loader: () => ({ now: Date.parse("2026-11-29T00:00:00Z") }), Component: () => element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://portal.test/"));
  if (context instanceof Response) throw new Error("the router answered with a redirect");
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  return new JSDOM(html).window.document;
}

/** Every id a described element names that is not on the page. */
const danglingDescriptions = (doc: Document) =>
  [...doc.querySelectorAll("[aria-describedby]")].flatMap((element) =>
    element
      .getAttribute("aria-describedby")!
      .split(/\s+/)
      .filter((id) => !doc.getElementById(id)),
  );

const post = { userId: "writer01", boardType: 104, pinExpireDate: null } as unknown as PostDetail;
const postDialog = (dialog: "pin" | "report", errors: Record<string, string[]>, values: Record<string, string> = {}) => (
  <PostDialog
    dialog={dialog}
    post={post}
    closeHref="/station/s/post/1"
    boardHref="/station/s/board"
    blindReason={null}
    reportForm={reportForm}
    errors={errors}
    values={values}
  />
);
const comment = { commentNo: "500", parentNo: null, userId: "writer02", userNickname: "다른시청자", text: "남의 댓글" } as unknown as PostComment;
const commentReport = (errors: Record<string, string[]>, sent: { reason?: string; comment?: string } | null = null) => (
  <CommentDialog
    kind="commentReport"
    comment={comment}
    reportForm={reportForm}
    closeHref="/station/s/post/1"
    submissionKey="k"
    errors={errors}
    sent={sent}
    failure={null}
  />
);

describe("the dialogs' forms", () => {
  it.each([
    ["the post's pin", postDialog("pin", {})],
    ["the post's report", postDialog("report", {})],
    ["a comment's report", commentReport({})],
  ])("%s, as first drawn, names no message that is not there", async (_label, element) => {
    const doc = await rendered(element);
    expect(danglingDescriptions(doc)).toEqual([]);
    expect(doc.querySelector("[aria-invalid]")).toBeNull();
  });

  it("the post's report sent back: the reason's and the detail's messages read out, tied to their controls, the detail kept", async () => {
    const doc = await rendered(
      postDialog("report", { reason: ["신고 사유를 선택해 주세요."], comment: ["500자 이내로 입력해 주세요."] }, { comment: "내가 쓴 말" }),
    );
    expect(danglingDescriptions(doc)).toEqual([]);
    const group = doc.querySelector("fieldset")!;
    expect(doc.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe("신고 사유를 선택해 주세요.");
    const detail = doc.querySelector("textarea[name=comment]")!;
    expect(detail.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(detail.getAttribute("aria-describedby")!)?.getAttribute("role")).toBe("alert");
    expect(detail.textContent).toBe("내가 쓴 말");
  });

  it("the pin's date sent back wrong: its message and its hint both described", async () => {
    const doc = await rendered(postDialog("pin", { expireDate: ["고정 기간을 다시 선택해 주세요."] }, { expireDate: "2027-01-01" }));
    const date = doc.querySelector("input[name=expireDate]")!;
    expect(danglingDescriptions(doc)).toEqual([]);
    const described = date
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => doc.getElementById(id)?.textContent);
    expect(described).toContain("고정 기간을 다시 선택해 주세요.");
    expect(described).toHaveLength(2);
    expect(date.getAttribute("value")).toBe("2027-01-01");
  });

  it("a comment's report sent back: the reason chosen and the detail typed kept, the message tied to its group", async () => {
    const doc = await rendered(commentReport({ reason: ["신고 사유를 선택해 주세요."] }, { reason: "2", comment: "설명" }));
    expect(danglingDescriptions(doc)).toEqual([]);
    expect(doc.querySelector<HTMLInputElement>("input[name=reason][value='2']")!.hasAttribute("checked")).toBe(true);
    expect(doc.getElementById(doc.querySelector("fieldset")!.getAttribute("aria-describedby")!)?.textContent).toBe("신고 사유를 선택해 주세요.");
  });
});
