// Comments in the one world: written, replied to, edited, deleted, pinned, hidden and reported with the roles'
// checks, and every role that counts or lists them (the post, its board row, the feed, search, the story list)
// agrees after each change; long threads page by comment; the text rules; a deleted post's number stays its own.
import { http, passthrough } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../../tests/mocks/server";
import { signedInCopy, useTestUpstream, type TestUpstream } from "../testing";
import type { Db } from "../types";
import { createSession, SESSION_COOKIE } from "./auth";

let upstream: TestUpstream;
let db: Db;
useTestUpstream("comments-upstream", (started) => ({ db } = upstream = started));
beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough())));

type Json = Record<string, any>;
const member = (template: string) => signedInCopy(db, template);
const get = async (path: string, cookie = ""): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${upstream.base}${path}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Json };
};
const post = async (path: string, form: Record<string, string>, cookie = ""): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${upstream.base}${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  return { status: response.status, body: (await response.json()) as Json };
};

/** A post of the demo station's free board (readable by all), one per test. */
function freeBoardPost(index: number) {
  return (
    db
      .prepare(
        "SELECT p.title_no FROM station_posts p JOIN stations s ON s.station_no = p.station_no WHERE s.user_id = 'streamer01' AND p.bbs_no = 1003 ORDER BY p.title_no",
      )
      .pluck()
      .all() as number[]
  )[index];
}
const comments = (titleNo: number, cookie = "", query = "") => get(`/channel/api/streamer01/title/${titleNo}/comment${query}`, cookie);
const count = async (titleNo: number) => (await get(`/channel/api/streamer01/title/${titleNo}`)).body.data.count.comment_cnt as number;

describe("comments and replies", () => {
  it("a member writes a comment and a reply: listed with their flags, counted by the post, its board, search and the story list", async () => {
    const viewer = member("viewer01");
    const titleNo = freeBoardPost(0);
    const before = await count(titleNo);
    const written = await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: "첫 댓글이에요 🎉" }, viewer.cookie);
    expect(written.body).toMatchObject({ result: 1, data: { c_comment_no: 0 } });
    const commentNo = written.body.data.p_comment_no as number;
    const reply = await post(`/channel/api/streamer01/title/${titleNo}/comment/${commentNo}/reply`, { comment: "답글도 달아요" }, viewer.cookie);
    expect(reply.body).toMatchObject({ result: 1, data: { p_comment_no: commentNo } });
    expect(await count(titleNo)).toBe(before + 2);

    const page = await comments(titleNo, viewer.cookie);
    expect(page.body.authority).toEqual({ is_comment_writable: true, is_reply_writable: true });
    const [first, second] = page.body.data as Json[];
    expect(first).toMatchObject({ p_comment_no: commentNo, c_comment_no: 0, comment: "첫 댓글이에요 🎉", user_id: viewer.userId });
    expect(first.authority).toMatchObject({ is_update: true, is_delete: true, is_report: false, is_pin: false, is_hide: false });
    expect(second).toMatchObject({ p_comment_no: commentNo, c_comment_no: reply.body.data.c_comment_no, comment: "답글도 달아요" });

    // Its board row and the post search count the same rows.
    let row: Json | undefined;
    for (let page = 1, last = 1; page <= last && !row; page += 1) {
      const board = (await get(`/station/streamer01/board/1003?perPage=60&page=${page}`, viewer.cookie)).body;
      last = board.meta.last_page;
      row = [...board.data, ...board.notices].find((item: Json) => item.title_no === titleNo);
    }
    expect(row?.count.comment_cnt).toBe(before + 2);
    const title = (await get(`/channel/api/streamer01/title/${titleNo}`)).body.data.title_name as string;
    const found = (await get(`/search/api.php?m=postsSearch&szKeyword=${encodeURIComponent(title)}&nListCnt=40`)).body.DATA as Json[];
    expect(found.find((item) => item.title_no === titleNo)?.memo_cnt).toBe(before + 2);
    const story = (await get("/my/api/story?feed_type=PARENT_COMMENT", viewer.cookie)).body.data as Json[];
    expect(story[0]).toMatchObject({ feed_type: "PARENT_COMMENT", title_no: titleNo, p_comment_no: commentNo, comment: "첫 댓글이에요 🎉" });
    const replies = (await get("/my/api/story?feed_type=CHILD_COMMENT", viewer.cookie)).body.data as Json[];
    expect(replies[0]).toMatchObject({ feed_type: "CHILD_COMMENT", c_comment_no: reply.body.data.c_comment_no, parent: { comment: "첫 댓글이에요 🎉" } });

    // A reply answers a comment, never a reply (one level).
    const deeper = await post(`/channel/api/streamer01/title/${titleNo}/comment/${reply.body.data.c_comment_no}/reply`, { comment: "더 깊이" }, viewer.cookie);
    expect(deeper.status).toBe(404);

    // Deleted from the story list, the comment takes its reply along, on the station too.
    const deleted = await post(`/my/api/story/streamer01/title/${titleNo}/comment/${commentNo}`, { _method: "delete" }, viewer.cookie);
    expect(deleted.body).toMatchObject({ result: 1, message: "댓글(답글 포함) 삭제가 완료되었습니다." });
    expect(await count(titleNo)).toBe(before);
  });

  it("roles: the writer edits and deletes, others may not; the owner's managers pin, hide and delete anyone's; anyone else reports", async () => {
    const writer = member("viewer01");
    const other = member("viewer01");
    const titleNo = freeBoardPost(1);
    const commentNo = (await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: "수정 전" }, writer.cookie)).body.data.p_comment_no;
    const path = `/channel/api/streamer01/title/${titleNo}/comment/${commentNo}`;

    expect((await post(path, { _method: "put", comment: "남이 고침" }, other.cookie)).status).toBe(403);
    expect((await post(`${path}/pin`, {}, other.cookie)).status).toBe(403);
    expect((await post(`${path}/hide`, {}, other.cookie)).status).toBe(403);
    expect((await post(path, { _method: "delete" }, other.cookie)).status).toBe(403);
    expect((await post(path, { _method: "put", comment: "수정 후" }, writer.cookie)).body).toMatchObject({ result: 1 });
    const edited = (await comments(titleNo, other.cookie)).body.data.find((item: Json) => item.p_comment_no === commentNo);
    expect(edited).toMatchObject({ comment: "수정 후", authority: { is_update: false, is_delete: false, is_report: true } });
    expect(edited.modify_date).toMatch(/^\d{4}-\d{2}-\d{2} /);

    // manager01 manages the demo station: pins and hides (the text is then the writer's and managers' only).
    const manager = { cookie: `${SESSION_COOKIE}=${createSession(db, "manager01")}` };
    expect((await comments(titleNo, manager.cookie)).body.data.find((item: Json) => item.p_comment_no === commentNo).authority).toMatchObject({
      is_delete: true,
      is_pin: true,
      is_hide: true,
      is_update: false,
    });
    expect((await post(`${path}/pin`, {}, manager.cookie)).body).toMatchObject({ result: 1 });
    expect((await post(`${path}/hide`, {}, manager.cookie)).body).toMatchObject({ result: 1 });
    const [pinned] = (await comments(titleNo, other.cookie)).body.data as Json[];
    expect(pinned).toMatchObject({ p_comment_no: commentNo, is_pin: true, is_hide: true, comment: "" });
    expect((await comments(titleNo, writer.cookie)).body.data[0]).toMatchObject({ comment: "수정 후", is_hide: true });
    expect((await post(`${path}/hide`, { _method: "delete" }, manager.cookie)).body).toMatchObject({ result: 1 });
    expect((await post(`${path}/pin`, { _method: "delete" }, manager.cookie)).body).toMatchObject({ result: 1 });
    expect((await comments(titleNo, other.cookie)).body.data.find((item: Json) => item.p_comment_no === commentNo)).toMatchObject({
      is_pin: false,
      is_hide: false,
      comment: "수정 후",
    });

    // Reports: anyone but the writer, once; the reasons come with a token.
    const form = (await get("/station/streamer01/report?isStationReport=1", other.cookie)).body.data;
    const report = (who: { cookie: string }, token: string) =>
      post(
        "/station/streamer01/report",
        { _token: token, writerId: writer.userId, commonIdx: String(commentNo), boardType: "203", mode: "comment", isStationReport: "1", reportInfoNo: "1" },
        who.cookie,
      );
    expect((await report(other, form._token)).body).toMatchObject({ result: 1 });
    expect((await report(other, form._token)).body).toMatchObject({ result: -1, message: "이미 신고한 댓글입니다." });
    const own = (await get("/station/streamer01/report?isStationReport=1", writer.cookie)).body.data;
    expect((await report(writer, own._token)).status).toBe(403);

    // The owner deletes anyone's.
    const owner = { cookie: `${SESSION_COOKIE}=${createSession(db, "streamer01")}` };
    expect((await post(path, { _method: "delete" }, owner.cookie)).body).toMatchObject({ result: 1 });
  });

  it("guests and suspended members do not write; the text loses control and direction characters, keeps emoji, and has a limit", async () => {
    const titleNo = freeBoardPost(2);
    expect((await comments(titleNo)).body.authority).toEqual({ is_comment_writable: false, is_reply_writable: false });
    expect((await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: "손님" })).status).toBe(401);
    // suspended01 is on the demo station's blacklist: another station's post.
    const elsewhere = db
      .prepare(
        `SELECT s.user_id, p.title_no FROM station_posts p JOIN stations s ON s.station_no = p.station_no JOIN station_display d ON d.station_no = s.station_no
         WHERE s.user_id <> 'streamer01' AND p.bbs_no = 1003 AND d.status_code = 0 ORDER BY p.title_no LIMIT 1`,
      )
      .get() as { user_id: string; title_no: number };
    const suspended = { cookie: `${SESSION_COOKIE}=${createSession(db, "suspended01")}` };
    const theirs = `/channel/api/${elsewhere.user_id}/title/${elsewhere.title_no}/comment`;
    expect((await get(theirs, suspended.cookie)).body.authority.is_comment_writable).toBe(false);
    expect((await post(theirs, { comment: "정지" }, suspended.cookie)).status).toBe(403);

    const viewer = member("viewer01");
    const written = await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: "  a\u0000b\u202Ec 👩‍👩‍👧 \r\n둘째 줄  " }, viewer.cookie);
    const listed = (await comments(titleNo, viewer.cookie)).body.data.find((item: Json) => item.p_comment_no === written.body.data.p_comment_no);
    expect(listed.comment).toBe("abc 👩‍👩‍👧 \n둘째 줄");
    const longest = "😀".repeat(1000);
    expect((await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: longest }, viewer.cookie)).body).toMatchObject({ result: 1 });
    expect((await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: `${longest}!` }, viewer.cookie)).body).toMatchObject({
      result: -1,
      message: "댓글은 1,000자까지 입력할 수 있습니다.",
    });
    expect((await post(`/channel/api/streamer01/title/${titleNo}/comment`, { comment: " \u202E " }, viewer.cookie)).body).toMatchObject({
      result: -1,
      message: "댓글 내용을 입력해 주세요.",
    });
  });

  it("a long thread pages by comment, newest first, with the replies under theirs; a comment's number finds its page", async () => {
    const titleNo = db.prepare("SELECT title_no FROM station_posts WHERE title = '댓글 릴레이: 응원 한마디 남겨 주세요'").pluck().get() as number;
    const first = (await comments(titleNo)).body;
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 3, total: 45, per_page: 20 });
    expect(first.data[0].comment).toMatch(/^45번째 응원/);
    expect(first.data[1]).toMatchObject({ p_comment_no: first.data[0].p_comment_no, comment: "고마워요!" });
    const third = (await comments(titleNo, "", "?page=3")).body;
    expect(third.data.map((item: Json) => item.comment.split("번째")[0])).toEqual(["5", "4", "3", "2", "1"]);
    const oldest = third.data[4].p_comment_no;
    expect((await comments(titleNo, "", `?p_comment_no=${oldest}`)).body.meta.current_page).toBe(3);
  });

  it("a comment on a VOD post changes the VOD's count as its lists read it", async () => {
    const vod = db.prepare("SELECT title_no, user_id, comment_cnt FROM vods WHERE file_type = 'REVIEW' AND auth_no = 101 ORDER BY title_no LIMIT 1").get() as {
      title_no: number;
      user_id: string;
      comment_cnt: number;
    };
    const viewer = member("viewer01");
    await post(`/channel/api/${vod.user_id}/title/${vod.title_no}/comment`, { comment: "다시보기 잘 봤어요" }, viewer.cookie);
    expect(db.prepare("SELECT comment_cnt FROM vods WHERE title_no = ?").pluck().get(vod.title_no)).toBe(vod.comment_cnt + 1);
  });

  it("a private board's comments are its readers' only", async () => {
    const titleNo = db.prepare("SELECT title_no FROM station_posts WHERE bbs_no = 1010 ORDER BY title_no LIMIT 1").pluck().get() as number;
    expect((await comments(titleNo, member("viewer01").cookie)).status).toBe(403);
  });
});

describe("post numbers", () => {
  it("a deleted post's number is not given to the next post", async () => {
    const owner = member("streamer01");
    const write = (title: string) => post(`/station/${owner.userId}/title`, { bbs_no: "1003", title, content: "<p>본문</p>" }, owner.cookie);
    const first = (await write("지울 글")).body.data.title_no as number;
    expect((await post(`/station/${owner.userId}/title/${first}`, { _method: "delete" }, owner.cookie)).body).toMatchObject({ result: 1 });
    const next = (await write("다음 글")).body.data.title_no as number;
    expect(next).toBeGreaterThan(first);
  });
});
