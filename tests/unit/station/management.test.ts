// Station management as defence in depth: the post menu's changes and the board list's bulk
// steps are refused by the portal when the viewer's own permission flags or role on the station do not
// allow them, with the permission text, and nothing is forwarded; when they do, the call goes out.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as boardAction } from "~/routes/station.$streamerId.board._index/route";
import { action as postAction } from "~/routes/station.$streamerId.post.$titleNo._index/route";
import { stationSettings } from "~/i18n/ko/station/settings";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const DENIED = stationSettings.settings.forbiddenTitle;

type Action = (args: { request: Request; context: ReturnType<typeof makeContext>; params: Record<string, string> }) => Promise<Response>;

function post(action: unknown, path: string, params: Record<string, string>, fields: Record<string, string>) {
  const request = makeRequest(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    cookie: "UserTicket=abc",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return (action as Action)({ request, context: makeContext(), params });
}

/** A signed-in viewer, the post with `authority` flags, the station with a role, and every write recorded. */
function upstream(authority: Record<string, boolean>, role: { is_owner?: boolean; is_manager?: boolean } = {}) {
  const writes: string[] = [];
  server.use(
    http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: 1, data: { user_id: "viewer01", nickname: "데모시청자" } })),
    http.get(upstreamPath("channel", "/api/streamer01/title/90000002"), () =>
      HttpResponse.json({ data: { title_no: "90000002", title: "글", user_id: "streamer01", content: "<p>본문</p>", authority } }),
    ),
    http.get(upstreamPath("channel", "/api/streamer01/station"), () =>
      HttpResponse.json({ station: { user_id: "streamer01", user_nick: "데모스트리머", station_no: "1" }, is_owner: false, is_manager: false, ...role }),
    ),
    http.post(`${upstreamPath("station", "")}/*`, ({ request }) => {
      writes.push(new URL(request.url).pathname);
      return HttpResponse.json({ result: 1, message: "처리되었습니다." });
    }),
  );
  return writes;
}

const postPath = "/station/streamer01/post/90000002";
const postParams = { streamerId: "streamer01", titleNo: "90000002" };

describe("post menu management", () => {
  it.each([
    ["delete", { intent: "delete" }],
    ["notice", { intent: "notice" }],
    ["cancel notice", { intent: "cancelNotice" }],
    ["pin", { intent: "pin", expireDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }],
    ["unpin", { intent: "unpin" }],
    ["VOD delete", { intent: "vodDelete" }],
    ["unblind", { intent: "unblind" }],
  ])("%s without its permission flag is refused with the permission text, nothing forwarded", async (_label, fields) => {
    const writes = upstream({ is_share: true, is_report: true });
    const response = await post(postAction, postPath, postParams, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(postPath);
    expect(flashToast(response)).toMatchObject({ message: DENIED, kind: "error" });
    expect(writes).toEqual([]);
  });

  it("goes out when the flag allows it (the writer deletes their own post)", async () => {
    const writes = upstream({ is_share: true, is_delete: true });
    const response = await post(postAction, postPath, postParams, { intent: "delete" });
    expect(writes).toEqual(["/station/streamer01/title/90000002"]);
    expect(flashToast(response)?.kind).toBe("success");
  });

  it("likes and reports are no management: not checked against the flags", async () => {
    const writes = upstream({});
    server.use(http.post(upstreamPath("channel", "/v1.1/channel/streamer01/post/90000002/like"), () => HttpResponse.json({ result: 1 })));
    const response = await post(postAction, postPath, postParams, { intent: "like", boardType: "104" });
    expect(response.status).toBe(302);
    expect(flashToast(response)).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe("board list bulk steps", () => {
  const boardPath = "/station/streamer01/board";
  it.each([
    ["confirm delete", { intent: "confirmDelete", titleNos: "90000002" }],
    ["delete", { intent: "delete", titleNos: "90000002" }],
    ["move select", { intent: "moveSelect", titleNos: "90000002" }],
    ["move", { intent: "move", titleNos: "90000002", target: "2" }],
  ])("%s by a viewer who is neither owner nor manager is refused, nothing forwarded", async (_label, fields) => {
    const writes = upstream({});
    const response = await post(boardAction, boardPath, { streamerId: "streamer01" }, fields);
    expect(flashToast(response)).toMatchObject({ message: DENIED, kind: "error" });
    expect(writes).toEqual([]);
  });

  it("a manager's delete goes out", async () => {
    const writes = upstream({}, { is_manager: true });
    await post(boardAction, boardPath, { streamerId: "streamer01" }, { intent: "delete", titleNos: "90000002" });
    expect(writes).toEqual(["/station/streamer01/title/90000002"]);
  });
});

describe("comment changes", () => {
  /** The post's one comment with its `authority` flags, and every write to the comments recorded. */
  function comments(authority: Record<string, boolean>) {
    const writes = upstream({ is_share: true });
    server.use(
      http.get(upstreamPath("channel", "/api/streamer01/title/90000002/comment"), () =>
        HttpResponse.json({
          data: [
            {
              p_comment_no: "500",
              c_comment_no: 0,
              user_id: "writer02",
              user_nick: "다른시청자",
              comment: "남의 댓글",
              reg_date: "2026-11-01 10:00:00",
              authority,
            },
          ],
          meta: { current_page: 1, last_page: 1, total: 1 },
        }),
      ),
      http.post(`${upstreamPath("channel", "/api/streamer01/title/90000002/comment")}/*`, ({ request }) => {
        writes.push(new URL(request.url).pathname);
        return HttpResponse.json({ result: 1, message: "처리되었습니다." });
      }),
    );
    return writes;
  }

  it.each([
    ["delete", { intent: "commentDelete", commentNo: "500" }],
    ["pin", { intent: "commentPin", commentNo: "500" }],
    ["hide", { intent: "commentHide", commentNo: "500" }],
  ])("%s of a comment whose flags do not allow it is refused, nothing forwarded", async (_label, fields) => {
    const writes = comments({ is_report: true });
    const response = await post(postAction, postPath, postParams, fields);
    expect(flashToast(response)?.kind).toBe("error");
    expect(writes).toEqual([]);
  });

  it("an edit of another member's comment is refused with the form, nothing forwarded", async () => {
    const writes = comments({ is_report: true });
    const response = await post(postAction, postPath, postParams, { intent: "commentEdit", commentNo: "500", comment: "바꾼 말" });
    expect(response.status).toBe(403);
    expect(writes).toEqual([]);
  });

  it("a delete the flags allow goes out", async () => {
    const writes = comments({ is_delete: true });
    const response = await post(postAction, postPath, postParams, { intent: "commentDelete", commentNo: "500" });
    expect(writes).toEqual([expect.stringMatching(/\/api\/streamer01\/title\/90000002\/comment\/500$/)]);
    expect(flashToast(response)?.kind).toBe("success");
  });
});
