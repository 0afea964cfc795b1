// The My actions against the personal API (001 §5, §7.5–7.7, §8), with msw answering: the calls they
// make, the toasts (the server's message or the spec's fallback), '에러가 발생하였습니다.' on failure,
// login for guests, and the group form's errors.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as favouriteAction } from "~/routes/my.favorite/route";
import { action as laterAction } from "~/routes/my.history.later/route";
import { action as vodAction } from "~/routes/my.history.vod/route";
import { MENU_POST_FIELD, packMenuPost } from "~/forms/menu-post";
import { action as playlistAction } from "~/routes/my.history.playlist/route";
import { action as storyAction } from "~/routes/my.history_.story/route";
import { action as subscribeAction } from "~/routes/my.subscribe/route";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { memberSession, server, upstreamPath } from "../../mocks/server";

type Action = (args: { request: Request; context: ReturnType<typeof makeContext>; params: Record<string, string> }) => Promise<Response>;

async function post(action: unknown, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  const request = makeRequest(path, { method: "POST", body, cookie: "UserTicket=abc", headers: { "content-type": "application/x-www-form-urlencoded" } });
  return (action as Action)({ request, context: makeContext(), params: {} });
}

/** Records the form body of upstream posts to `path` and answers `answer`. */
function upstreamPost(role: "my", path: string, answer: Record<string, unknown>, sent: URLSearchParams[] = []) {
  return http.post(upstreamPath(role, path), async ({ request }) => {
    sent.push(new URLSearchParams(await request.text()));
    return HttpResponse.json(answer);
  });
}

describe("story deletes (001 §7.7, §8)", () => {
  it.each([
    [{ feedType: "POST", stationUserId: "viewer01", titleNo: "91" }, "/api/story/viewer01/title/91", "게시글(댓글, 답글 포함) 삭제가 완료되었습니다."],
    [
      { feedType: "PARENT_COMMENT", stationUserId: "haru123", titleNo: "70", pCommentNo: "500" },
      "/api/story/haru123/title/70/comment/500",
      "댓글(답글 포함) 삭제가 완료되었습니다.",
    ],
    [
      { feedType: "CHILD_COMMENT", stationUserId: "haru123", titleNo: "70", pCommentNo: "500", cCommentNo: "501" },
      "/api/story/haru123/title/70/comment/500/reply/501",
      "답글 삭제가 완료되었습니다.",
    ],
  ])("%j posts _method=delete to %s; no message → %s", async (fields, path, toast) => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("my", path, { result: 1 }, sent));
    const response = await post(storyAction, "/my/history/story/delete/x?type=CHILD_COMMENT&page=2", { intent: "delete", ...fields });
    expect(response.headers.get("location")).toBe("/my/history/story?type=CHILD_COMMENT&page=2");
    expect(sent[0].get("_method")).toBe("delete");
    expect(flashToast(response)).toMatchObject({ message: toast, kind: "success" });
  });

  it("a failed delete shows '에러가 발생하였습니다.' whatever the server said", async () => {
    server.use(memberSession(), upstreamPost("my", "/api/story/haru123/title/70", { result: -1, message: "실패" }));
    const response = await post(storyAction, "/my/history/story", { intent: "delete", feedType: "POST", stationUserId: "haru123", titleNo: "70" });
    expect(flashToast(response)).toMatchObject({ message: "에러가 발생하였습니다.", kind: "error" });
  });
});

describe("history deletes (001 §7.6, §8)", () => {
  it("recent VOD: one, then all; the server's message wins, the spec's text is the fallback", async () => {
    server.use(
      memberSession(),
      upstreamPost("my", "/api/history/recent/vod/150000001", { result: 1, message: "삭제했어요" }),
      upstreamPost("my", "/api/history/recent/vod/all", { result: 1 }),
    );
    // As the card's menu item posts it: the card's fields packed in one, beside the list form's own.
    const one = await post(vodAction, "/my/history/vod?sort=read_cnt&page=2", {
      [MENU_POST_FIELD]: packMenuPost({ intent: "delete", id: "150000001", pending: "vod:150000001" }),
    });
    expect(one.headers.get("location")).toBe("/my/history/vod?sort=read_cnt&page=2");
    expect(flashToast(one)?.message).toBe("삭제했어요");
    const all = await post(vodAction, "/my/history/vod/delete/all?sort=read_cnt", { intent: "delete-all" });
    expect(all.headers.get("location")).toBe("/my/history/vod?sort=read_cnt");
    expect(flashToast(all)?.message).toBe("최근 본 VOD 목록이 모두 삭제됐습니다.");
  });

  it("a menu item's packed fields never replace one its list's form sends itself", async () => {
    server.use(memberSession(), upstreamPost("my", "/api/history/recent/vod/all", { result: 1 }));
    const response = await post(vodAction, "/my/history/vod", { intent: "delete-all", [MENU_POST_FIELD]: packMenuPost({ intent: "delete", id: "150000001" }) });
    expect(flashToast(response)?.message).toBe("최근 본 VOD 목록이 모두 삭제됐습니다.");
  });

  it("watch later: delete played sends del_type=view; one entry goes to its type's path", async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      memberSession(),
      upstreamPost("my", "/api/history/later/vod", { result: 1, no: 5 }, sent),
      upstreamPost("my", "/api/history/later/live/280000001", { result: 1 }),
    );
    const played = await post(laterAction, "/my/history/later/delete/played", { intent: "delete-played" });
    expect(sent[0].get("del_type")).toBe("view");
    expect(flashToast(played)?.message).toBe("재생한 VOD가 삭제됐습니다.");
    const live = await post(laterAction, "/my/history/later", { [MENU_POST_FIELD]: packMenuPost({ intent: "delete", type: "LIVE", id: "280000001" }) });
    expect(flashToast(live)?.message).toBe("나중에 보기에서 삭제됐습니다.");
  });

  it("watch later: a thumbnail marks viewed (_method PUT) and opens the player; a foreign address is refused", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("my", "/api/history/later/vod/150000001", { result: 1 }, sent));
    const href = "http://upstream.test/vod/player/150000001/later#REG_DATE/1";
    const response = await post(laterAction, "/my/history/later", { intent: "mark-viewed", type: "VOD", id: "150000001", href });
    expect(response.headers.get("location")).toBe(href);
    expect(sent[0].get("_method")).toBe("PUT");
    const foreign = await post(laterAction, "/my/history/later", { intent: "mark-viewed", type: "VOD", id: "150000001", href: "https://evil.example/" });
    expect(foreign.headers.get("location")).toBe("/my/history/later");
    // A CR/LF in the address would split the Location header: malformed, 400.
    const split = await post(laterAction, "/my/history/later", {
      intent: "mark-viewed",
      type: "VOD",
      id: "150000001",
      href: `${href}\r\nSet-Cookie: a=1`,
    }).catch((thrown: unknown) => thrown as Response);
    expect(split.status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it("playlists: the owner deletes, anyone else takes a shared one off the list; a failure says '에러가 발생하였습니다.'", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("my", "/vodplaylist/api/api.php", { result: 1, msg: "삭제되었습니다." }, sent));
    const own = await post(playlistAction, "/my/history/playlist/delete/3000", { intent: "delete", listIdx: "3000", owner: "1" });
    const shared = await post(playlistAction, "/my/history/playlist/delete/3068", { intent: "delete", listIdx: "3068", owner: "0" });
    expect(sent.map((body) => [body.get("szWork"), body.get("nPlaylistIdx")])).toEqual([
      ["del_playlist_list", "3000"],
      ["share_playlist_bj_del_list", "3068"],
    ]);
    expect(flashToast(own)?.message).toBe("삭제되었습니다.");
    expect(shared.headers.get("location")).toBe("/my/history/playlist");
    server.use(http.post(upstreamPath("my", "/vodplaylist/api/api.php"), () => HttpResponse.error()));
    expect(flashToast(await post(playlistAction, "/my/history/playlist", { intent: "delete", listIdx: "1", owner: "1" }))?.message).toBe(
      "에러가 발생하였습니다.",
    );
  });
});

describe("pins and groups (001 §4.1, §7.5)", () => {
  it("pin and unpin on a subscription: setPin, deletePin and their toasts", async () => {
    const sent: URLSearchParams[] = [];
    server.use(memberSession(), upstreamPost("my", "/api/subscribe/pin/haru123", { result: 1 }, sent));
    const pin = await post(subscribeAction, "/my/subscribe", { intent: "pin", streamerId: "haru123" });
    const unpin = await post(subscribeAction, "/my/subscribe", { intent: "unpin", streamerId: "haru123" });
    expect(sent.map((body) => body.get("_method"))).toEqual([null, "delete"]);
    expect(flashToast(pin)?.message).toBe("목록 상단 고정 완료 되었습니다.");
    expect(flashToast(unpin)?.message).toBe("목록 상단 고정 해제 되었습니다.");
  });

  it("a new group with no name answers 400 with the message, and the server's refusal keeps what was typed", async () => {
    server.use(memberSession(), upstreamPost("my", "/api/favorite/group", { result: -1, message: "이미 사용 중인 그룹명입니다." }));
    const empty = await post(favouriteAction, "/my/favorite/groups/new", { intent: "group-create", title: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ groupError: { target: "group-create", message: "그룹명을 입력해 주세요.", title: "  " } });
    const taken = await post(favouriteAction, "/my/favorite/groups/new?groupId=2", { intent: "group-create", title: "게임" });
    expect(await taken.json()).toEqual({ groupError: { target: "group-create", message: "이미 사용 중인 그룹명입니다.", title: "게임" } });
  });

  it("a new group comes back to the favourites page (with its query), a rename stays in the dialog", async () => {
    server.use(
      memberSession(),
      upstreamPost("my", "/api/favorite/group", { result: 1, message: "그룹이 추가되었습니다." }),
      upstreamPost("my", "/api/favorite/group/2", { result: 1 }),
    );
    const created = await post(favouriteAction, "/my/favorite/groups/new?groupId=2", { intent: "group-create", title: "주말" });
    expect(created.headers.get("location")).toBe("/my/favorite?groupId=2");
    const renamed = await post(favouriteAction, "/my/favorite/groups/edit?groupId=2", { intent: "group-rename", idx: "2", title: "평일" });
    expect(renamed.headers.get("location")).toBe("/my/favorite/groups/edit?groupId=2");
  });

  it("a group delete comes back from its confirmation to '그룹 편집'; a failure says '에러가 발생하였습니다.' and keeps the group on view", async () => {
    server.use(memberSession(), upstreamPost("my", "/api/favorite/group/2", { result: 1 }));
    const deleted = await post(favouriteAction, "/my/favorite/groups/remove/2?groupId=2", { intent: "group-delete", idx: "2" });
    expect(deleted.headers.get("location")).toBe("/my/favorite/groups/edit");
    expect(flashToast(deleted)).toMatchObject({ message: "그룹이 삭제되었습니다.", kind: "success" });
    const overList = await post(favouriteAction, "/my/favorite?groupId=1&dialog=groups%2Fremove%2F2", { intent: "group-delete", idx: "2" });
    expect(overList.headers.get("location")).toBe("/my/favorite?groupId=1&dialog=groups%2Fedit");
    server.use(upstreamPost("my", "/api/favorite/group/2", { result: -1, message: "존재하지 않는 그룹입니다." }));
    const failed = await post(favouriteAction, "/my/favorite/groups/remove/2?groupId=2", { intent: "group-delete", idx: "2" });
    expect(failed.headers.get("location")).toBe("/my/favorite/groups/edit?groupId=2");
    expect(flashToast(failed)).toMatchObject({ message: "에러가 발생하였습니다.", kind: "error" });
  });

  it("group members: each shown group is set (checked → added, unchecked → removed)", async () => {
    const added: string[] = [];
    server.use(
      memberSession(),
      http.post(upstreamPath("my", "/api/favorite/group/:idx/streamer/haru123"), async ({ request, params }) => {
        added.push(`${params.idx}:${new URLSearchParams(await request.text()).get("_method") ?? "add"}`);
        return HttpResponse.json({ result: 1 });
      }),
    );
    const response = await post(favouriteAction, "/my/favorite/group/haru123", {
      intent: "group-members",
      streamerId: "haru123",
      shown: ["1", "2"],
      groups: ["2"],
    });
    expect(added.sort()).toEqual(["1:delete", "2:add"]);
    expect(response.headers.get("location")).toBe("/my/favorite");
  });

  it("not-recommend: a fetcher gets the replacements, a plain form the page back with the toast", async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      memberSession(),
      upstreamPost(
        "my",
        "/api/favorite/recommend/reject",
        { result: 1, data: { filter_id: "f", add_info: [{ broad_no: "9", user_id: "new1", broad_title: "새 방송" }] } },
        sent,
      ),
    );
    const fields = { intent: "not-recommend", streamerId: "haru123", broadcastId: "297314125", logic: "POPULAR", shown: "haru123,bora" };
    const fetched = await post(favouriteAction, "/my/favorite?index&_data=routes%2Fmy.favorite", fields);
    expect(Object.fromEntries(sent[0])).toEqual({
      streamer_id: "haru123",
      broadcast_id: "297314125",
      logic: "POPULAR",
      recommended_streamer_ids: "haru123,bora",
    });
    expect(await fetched.json()).toMatchObject({
      removed: "live:297314125",
      addInfo: [{ card: { id: "9", userId: "new1" } }],
      toast: { message: "해당 방송을 더 이상 추천하지 않습니다." },
    });
    const plain = await post(favouriteAction, "/my/favorite", fields);
    expect(plain.headers.get("location")).toBe("/my/favorite");
    expect(flashToast(plain)?.message).toBe("해당 방송을 더 이상 추천하지 않습니다.");
  });

  it("guests are sent to login and come back to the page", async () => {
    server.use(http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1, data: null })));
    const response = await post(vodAction, "/my/history/vod", { intent: "delete-all" }).catch((thrown: Response) => thrown);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain(encodeURIComponent("http://portal.test/my/history/vod"));
  });
});
