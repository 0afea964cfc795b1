// One world (design §8): every host role that lists posts lists the station's posts, so a post
// seen in the feed, the hot list, the popular posts, search, the story list or favourites' new posts opens
// on the channel API with the same title and author, and its comments are there; a VOD post's comment
// count is the number of its comments; the older station host's post link opens the post.
import { http, passthrough } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../../tests/mocks/server";
import { signedInCopy, useTestUpstream } from "../testing";
import type { Db } from "../types";
import { createSession, SESSION_COOKIE } from "./auth";

let base = "";
let db: Db;
useTestUpstream("one-world-upstream", (started) => ({ base, db } = started));
beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough())));

const cookieOf = (template: string) => signedInCopy(db, template).cookie;
type Json = Record<string, any>;
const get = async (pathname: string, cookie = ""): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${base}${pathname}`, { headers: { cookie } });
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? ((await response.json()) as Json) : {} };
};

type Listed = { station: string; titleNo: number | string; title?: string; author?: string };

/** A feed, hot-list or popular item as the post it lists. */
const feedListed = (item: Json): Listed => ({ station: item.station_user_id, titleNo: item.title_no, title: item.title_name, author: item.user_id });

/** Every comment and reply of a post, read page by page as the portal reads them. */
async function allComments(station: string, titleNo: number | string, cookie: string): Promise<Json[]> {
  const first = await get(`/channel/api/${station}/title/${titleNo}/comment?page=1`, cookie);
  const all = [...(first.body.data as Json[])];
  for (let page = 2; page <= (first.body.meta.last_page as number); page += 1)
    all.push(...((await get(`/channel/api/${station}/title/${titleNo}/comment?page=${page}`, cookie)).body.data as Json[]));
  return all;
}

/** Each listed post opens on the channel API as that post, with its comments. */
async function expectOpens(role: string, posts: Listed[], cookie: string) {
  expect(posts.length, `${role} lists posts`).toBeGreaterThan(0);
  for (const post of posts) {
    const { status, body } = await get(`/channel/api/${post.station}/title/${post.titleNo}`, cookie);
    expect(status, `${role}: ${post.station}/post/${post.titleNo} opens`).toBe(200);
    if (post.title !== undefined) expect(body.data.title_name, `${role}: title of ${post.titleNo}`).toBe(post.title);
    if (post.author !== undefined) expect(body.data.user_id, `${role}: author of ${post.titleNo}`).toBe(post.author);
    expect((await allComments(post.station, post.titleNo, cookie)).length, `${role}: comments of ${post.titleNo}`).toBe(body.data.count.comment_cnt);
  }
}

describe("one post table behind every role that lists posts", () => {
  it("the feed, the hot list and the popular posts", async () => {
    const cookie = cookieOf("viewer01");
    const feed = (await get("/my/api/feed?feed_type=POST_PHOTO", cookie)).body.data as Json[];
    await expectOpens("feed", feed.map(feedListed), cookie);
    const hot = (await get("/my/api/feed/hotissue", cookie)).body.data as Json[];
    expect(hot).toHaveLength(100);
    await expectOpens("hot list", hot.map(feedListed), cookie);
    const popular = (await get("/my/api/popular", cookie)).body as unknown as Json[];
    await expectOpens("popular posts", popular.map(feedListed), cookie);
  });

  it("favourites' new posts and the search post tab", async () => {
    const cookie = cookieOf("viewer01");
    const favourite = (await get("/my/api/feed/favorite?page=1", cookie)).body.data as Json[];
    await expectOpens(
      "favourites' new posts",
      favourite.map((item) => ({ station: item.user_id, titleNo: item.title_no, title: item.title_name, author: item.user_id })),
      cookie,
    );
    const found = (await get(`/search/api.php?${new URLSearchParams({ m: "postsSearch", szKeyword: "방송", szTerm: "all", nListCnt: "40" })}`)).body
      .DATA as Json[];
    await expectOpens(
      "search posts",
      found.map((item) => ({ station: item.station_user_id, titleNo: item.title_no, title: item.title, author: item.user_id })),
      "",
    );
  });

  it("the story list: posts open, and the listed comments and replies are the post's", async () => {
    // The accounts themselves (read only): a copy of the demo streamer owns a station of its own, not the
    // demo station whose private boards hold some of the demo streamer's posts.
    for (const template of ["viewer01", "streamer01"]) {
      const cookie = `${SESSION_COOKIE}=${createSession(db, template)}`;
      const items: Json[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const { body } = await get(`/my/api/story?page=${page}`, cookie);
        items.push(...(body.data as Json[]));
        last = body.meta.last_page;
      }
      expect(items.length).toBeGreaterThan(20);
      await expectOpens(
        `story of ${template}`,
        items.map((item) => ({ station: item.station_user_id, titleNo: item.title_no, title: item.title_name })),
        cookie,
      );
      for (const item of items.filter((entry) => entry.feed_type.endsWith("_COMMENT"))) {
        const all = await allComments(item.station_user_id, item.title_no, cookie);
        const own = item.feed_type === "CHILD_COMMENT" ? item.c_comment_no : item.p_comment_no;
        const listed = all.find((comment) => (comment.c_comment_no || comment.p_comment_no) === own);
        expect(listed?.comment, `comment ${own} on ${item.title_no}`).toBe(item.comment);
        if (item.feed_type === "CHILD_COMMENT") expect(listed?.p_comment_no).toBe(item.p_comment_no);
      }
    }
  });

  it("a VOD post lists as many comments as its count says", async () => {
    const vods = db
      .prepare("SELECT v.title_no, v.user_id FROM vods v WHERE v.file_type = 'REVIEW' AND v.auth_no = 101 AND v.comment_cnt > 0 ORDER BY v.title_no LIMIT 5")
      .all() as Array<{ title_no: number; user_id: string }>;
    await expectOpens(
      "VOD posts",
      vods.map((vod) => ({ station: vod.user_id, titleNo: vod.title_no })),
      "",
    );
    for (const vod of vods) {
      const post = (await get(`/channel/api/${vod.user_id}/title/${vod.title_no}`)).body.data;
      expect(post.count.comment_cnt).toBeGreaterThan(0);
    }
  });

  it("the older station host's post link, as a post's url and a copied share link, opens the post", async () => {
    const cookie = cookieOf("viewer01");
    const [first] = (await get("/my/api/feed/hotissue", cookie)).body.data as Json[];
    const url = new URL(first.url as string);
    const page = await fetch(`${base}${url.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(first.title_name.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
    expect((await fetch(`${base}/st/${first.station_user_id}/post/1`)).status).toBe(404);
    expect((await fetch(`${base}/st/nosuchstation0/post/${first.title_no}`)).status).toBe(404);
  });
});
