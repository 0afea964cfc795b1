// The station feed and real-time popular posts (001 §7.8) on the my host: the new posts, photos, notices,
// LIVE and VOD items of favourite streamers' stations with indexRegDate cursors, hot keywords, popular
// posts, the top-100 hot list with its refresh time and cycle, likes and per-viewer hiding (persisted,
// per user). The posts, their photos, comments and likes are the station module's rows (one post table).
// Also the VOD HLS the feed previews play: a real fMP4 clip repeated for the VOD's length.
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { fromJson } from "../db";
import type { LiveTableRow, VodTableRow } from "../rows";
import { kstWallClock, parseKstWallClock, DAY, MINUTE } from "../time";
import { type Db, type SeedContext, type UpstreamModule, userIdTables } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";

/** Items per feed page; the cursor is the last item's index_reg_date. */
export const FEED_PAGE_SIZE = 20;
/** The hot list is the top 100 (001 §9); it is ranked again every 10 minutes. */
export const HOT_LIST_SIZE = 100;
export const HOT_REFRESH_CYCLE_MINUTES = 10;
const POPULAR_SIZE = 5;
const HASHTAG_SIZE = 10;
/** VODs of the last days appear in the feed. */
const VOD_WINDOW_DAYS = 30;
/** Length of the preview clip's one segment (seconds); the clip's timescale is read from its init segment. */
const SEGMENT_SECONDS = 10;

function migrate(db: Db) {
  db.exec(`
    -- VOD flags the core dataset does not carry: region lock, password, TV clips (SMR).
    CREATE TABLE IF NOT EXISTS feed_vod_flags (
      title_no INTEGER PRIMARY KEY,
      abroad_blocking INTEGER NOT NULL,
      is_password INTEGER NOT NULL,
      is_smr INTEGER NOT NULL
    );
    -- The hot list as last ranked (station posts' title_no by rank).
    CREATE TABLE IF NOT EXISTS feed_hot_ranks (
      rank INTEGER PRIMARY KEY,
      title_no INTEGER NOT NULL
    );
    -- Authors whose popular posts the viewer chose not to see.
    CREATE TABLE IF NOT EXISTS feed_blinds (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, bj_id)
    );
  `);
}

/**
 * A unique, ordered cursor value for a date: epoch milliseconds of the date plus a tie-breaker (SQL and
 * JS give the same number: KST wall clock read as UTC, less nine hours).
 */
const indexOf = (regDate: string, salt: number) => parseKstWallClock(regDate) + (salt % 997);
const INDEX_SQL = "((CAST(strftime('%s', p.reg_date) AS INTEGER) - 32400) * 1000 + p.title_no % 997)";

/**
 * Station posts as the feed, the hot list and the popular posts list them (the one post table, station
 * module): the posts of public ordinary boards, with the viewer's like (station_likes, as on the post
 * page), their photos and comments counted from the station's rows.
 */
const POST_SELECT = `SELECT p.title_no, p.bbs_no, p.user_id, p.title, p.content, p.reg_date, p.read_cnt, p.like_cnt, p.is_notice,
    p.hash_tags AS hashtags, ${INDEX_SQL} AS index_reg_date, st.user_id AS station_user_id, st.station_no, s.nickname AS station_nick,
    u.nickname,
    (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = p.title_no) AS comment_cnt,
    EXISTS (SELECT 1 FROM station_likes l WHERE l.user_id = ? AND l.title_no = p.title_no) AS liked
  FROM station_posts p JOIN stations st ON st.station_no = p.station_no JOIN users s ON s.user_id = st.user_id
  JOIN users u ON u.user_id = p.user_id
  JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no AND b.auth_no = 101 AND b.display_type = 104`;

function seed({ db, rng, now }: SeedContext) {
  // VOD flags: every case of the preview rules among the followed stations' recent VODs.
  const recentVods = db
    .prepare(
      `SELECT title_no FROM vods WHERE user_id IN (SELECT bj_id FROM favorites) AND file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP','EDITOR')
       AND reg_date >= ? ORDER BY title_no`,
    )
    .pluck()
    .all(kstWallClock(now - VOD_WINDOW_DAYS * DAY)) as number[];
  const insertFlags = db.prepare("INSERT INTO feed_vod_flags (title_no, abroad_blocking, is_password, is_smr) VALUES (?, ?, ?, ?)");
  for (const vod of recentVods) {
    const roll = rng.next();
    insertFlags.run(vod, roll < 0.15 ? 1 : 0, roll >= 0.15 && roll < 0.2 ? 1 : 0, roll >= 0.2 && roll < 0.25 ? 1 : 0);
  }

  // The hot list: the most read and liked station posts (notices aside).
  const ranked = db
    .prepare(`SELECT p.title_no FROM (${POST_SELECT}) p WHERE p.is_notice = 0 ORDER BY p.read_cnt + p.like_cnt * 20 DESC, p.title_no LIMIT ${HOT_LIST_SIZE}`)
    .pluck()
    .all("") as number[];
  const insertRank = db.prepare("INSERT INTO feed_hot_ranks (rank, title_no) VALUES (?, ?)");
  ranked.forEach((post, index) => insertRank.run(index + 1, post));
}

type PostRow = {
  title_no: number;
  station_user_id: string;
  station_nick: string;
  station_no: number;
  user_id: string;
  nickname: string;
  bbs_no: number;
  title: string;
  content: string;
  is_notice: number;
  reg_date: string;
  index_reg_date: number;
  read_cnt: number;
  like_cnt: number;
  comment_cnt: number;
  hashtags: string;
  liked: number;
};

type LiveRow = LiveTableRow & { nickname: string };

/** A VOD with its author and the flags the core dataset does not carry (feed_vod_flags, left-joined). */
type VodRow = VodTableRow & { nickname: string; abroad_blocking: number | null; is_password: number | null; is_smr: number | null };

/** The feed types of 001 §2.7: all, posts only, notices only. */
const FEED_TYPES = new Set(["", "POST_PHOTO", "NOTICE"]);

/** The preview clip, read once: its init segment, its media segment and the media timescale. */
function previewClip() {
  // Relative to the working directory, like the database file: the server is bundled into dist/.
  const dir = path.resolve("reference-upstream/media");
  const init = fs.readFileSync(path.join(dir, "vod-preview-init.mp4"));
  const segment = fs.readFileSync(path.join(dir, "vod-preview-segment.m4s"));
  const mdhd = init.indexOf("mdhd");
  const timescale = init[mdhd + 4] === 1 ? init.readUInt32BE(mdhd + 24) : init.readUInt32BE(mdhd + 16);
  return { init, segment, timescale };
}

/** Segment n of a VOD: the one clip with its sequence number and decode time moved to n's place. */
function segmentAt(clip: ReturnType<typeof previewClip>, n: number): Buffer {
  const out = Buffer.from(clip.segment);
  const mfhd = out.indexOf("mfhd");
  if (mfhd >= 0) out.writeUInt32BE(n + 1, mfhd + 8);
  const tfdt = out.indexOf("tfdt");
  if (tfdt >= 0) {
    const time = BigInt(n) * BigInt(SEGMENT_SECONDS * clip.timescale);
    if (out[tfdt + 4] === 1) out.writeBigUInt64BE(time, tfdt + 8);
    else out.writeUInt32BE(Number(time), tfdt + 8);
  }
  return out;
}

export const feedModule: UpstreamModule = {
  name: "feed",
  version: 2,
  // feed_posts and feed_likes are gone (the station's posts and likes are the feed's): listed so that an
  // older database drops them.
  tables: ["feed_blinds", "feed_hot_ranks", "feed_vod_flags", "feed_likes", "feed_posts"],
  migrate,
  seed,
  userTables: userIdTables("feed_blinds"),
  mount(routers, ctx) {
    const { db } = ctx;
    const my = routers.my;
    const img = (p: string) => ctx.protocolRelativeUrl(p);
    const nickOf = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();
    const now = () => kstWallClock(Date.now());

    const userOf = (req: Request, res: Response) => {
      const user = currentUser(db, req);
      if (!user) res.json({ result: -1, code: -10000, message: "restricted area" });
      return user;
    };

    const humanDate = (regDate: string) => {
      const minutes = Math.max(0, Math.floor((Date.now() - parseKstWallClock(regDate)) / MINUTE));
      if (minutes < 60) return `${minutes} 분 전`;
      if (minutes < 60 * 24) return `${Math.floor(minutes / 60)} 시간 전`;
      return `${Math.floor(minutes / 60 / 24)} 일 전`;
    };

    const photoNos = db.prepare("SELECT photo_no FROM station_photos WHERE title_no = ? ORDER BY position").pluck();
    const photosOf = (row: Pick<PostRow, "title_no">) =>
      (photoNos.all(row.title_no) as number[]).map((photoNo) => ({ url: img(imagePaths.postPhoto(photoNo)) }));

    const postItem = (row: PostRow) => {
      const photos = photosOf(row);
      return {
        feed_type: photos.length > 0 ? "PHOTO" : "POST",
        index_reg_date: row.index_reg_date,
        ...writerAndStation(row.user_id, row.nickname, row.station_user_id, row.station_nick),
        station_no: String(row.station_no),
        reg_date: row.reg_date,
        reg_date_human: humanDate(row.reg_date),
        count: { like_cnt: row.like_cnt, read_cnt: row.read_cnt, comment_cnt: row.comment_cnt },
        is_like: row.liked === 1,
        is_notice: row.is_notice === 1 ? "1" : "0",
        url: ctx.publicUrl(`/st/${row.station_user_id}/post/${row.title_no}`),
        title_name: row.title,
        title_no: row.title_no,
        content: row.content,
        hashtags: fromJson(row.hashtags, []),
        photos,
        bbs_no: row.bbs_no,
      };
    };

    /** Who wrote an item and on whose station it stands (for a LIVE or a VOD, the streamer both times). */
    const writerAndStation = (userId: string, nickname: string, stationUserId: string, stationNick: string) => ({
      user_id: userId,
      user_nick: nickname,
      profile_image: img(imagePaths.avatar(userId)),
      station_user_id: stationUserId,
      station_user_nick: stationNick,
      station_profile_image: img(imagePaths.avatar(stationUserId)),
    });

    const liveItem = (row: LiveRow) => ({
      feed_type: "LIVE",
      index_reg_date: indexOf(row.broad_start, row.broad_no),
      ...writerAndStation(row.user_id, row.nickname, row.user_id, row.nickname),
      reg_date: row.broad_start,
      reg_date_human: humanDate(row.broad_start),
      count: { like_cnt: 0, read_cnt: 0, comment_cnt: 0 },
      is_like: false,
      is_notice: "0",
      url: ctx.publicUrl(`/play/${row.user_id}/${row.broad_no}`),
      title_name: row.broad_title,
      title_no: 0,
      content: "",
      hashtags: [],
      photos: [],
      bbs_no: 0,
      is_password: row.is_password ? "Y" : "N",
      broad_grade: String(row.broad_grade),
      broad_cate_no: row.category_no,
      broad_no: String(row.broad_no),
      broad_title: row.broad_title,
      thumb: img(imagePaths.live(row.broad_no, row.broad_no % 1000)),
      current_view_cnt: String(row.pc_view_cnt + row.mobile_view_cnt),
    });

    const vodItem = (row: VodRow, viewerAbroad: boolean) => {
      const adult = row.grade === 19 || row.vod_category_no === "00030000";
      return {
        feed_type: "VOD",
        index_reg_date: indexOf(row.reg_date, row.title_no),
        ...writerAndStation(row.user_id, row.nickname, row.user_id, row.nickname),
        reg_date: row.reg_date,
        reg_date_human: humanDate(row.reg_date),
        count: { like_cnt: row.like_cnt, read_cnt: row.view_cnt, comment_cnt: row.comment_cnt },
        is_like: false,
        is_notice: "0",
        url: ctx.publicUrl(`/vod/player/${row.title_no}`),
        title_name: row.title,
        title_no: row.title_no,
        content: "",
        hashtags: fromJson(row.hash_tags, []),
        photos: [],
        bbs_no: row.bbs_no,
        auth_no: row.auth_no,
        is_ppv: row.is_ppv === 1,
        // The region lock only blocks viewers abroad.
        ucc_is_abroad_blocking: viewerAbroad && row.abroad_blocking === 1,
        station_no: row.station_no,
        ucc: {
          is_adult: adult,
          category: row.category_no,
          vod_category: row.vod_category_no,
          file_type: row.is_smr ? "SMR" : row.file_type,
          hls: ctx.publicUrl(`/vod/hls/${row.title_no}/playlist.m3u8`),
          flag: row.flag,
          is_password: row.is_password === 1,
          total_file_duration: row.duration_ms,
          ucc_type: "21",
          thumb: img(imagePaths.vod(row.title_no, row.reg_date)),
        },
      };
    };

    /** One page of the feed: posts, lives and VODs of the stations, newest first, before the cursor. */
    const feedPage = (req: Request, res: Response, station: string | null) => {
      const user = userOf(req, res);
      if (!user) return;
      const feedType = String(req.query.feed_type ?? "");
      const onlyStreamer = String(req.query.is_bj_write ?? "") === "1";
      const cursor = Number(req.query.index_reg_date) || Number.MAX_SAFE_INTEGER;
      if (!FEED_TYPES.has(feedType)) {
        res.json({ data: [], has_more: false, links: { next: null }, meta: { current_page: 1, last_page: 1 } });
        return;
      }
      const stations = station ? [station] : (db.prepare("SELECT bj_id FROM favorites WHERE user_id = ?").pluck().all(user.user_id) as string[]);
      const marks = stations.map(() => "?").join(",") || "NULL";
      const limit = FEED_PAGE_SIZE + 1;
      const postFilter = `${feedType === "NOTICE" ? " AND p.is_notice = 1" : ""}${onlyStreamer ? " AND p.user_id = p.station_user_id" : ""}`;
      const posts = db
        .prepare(
          `SELECT * FROM (${POST_SELECT}) p WHERE p.station_user_id IN (${marks}) AND p.index_reg_date < ?${postFilter}
           ORDER BY p.index_reg_date DESC LIMIT ${limit}`,
        )
        .all(user.user_id, ...stations, cursor) as PostRow[];
      const items: Array<{ index_reg_date: number }> = posts.map(postItem);
      if (feedType === "") {
        const lives = db
          .prepare(`SELECT l.*, u.nickname FROM lives l JOIN users u ON u.user_id = l.user_id WHERE l.user_id IN (${marks})`)
          .all(...stations) as LiveRow[];
        // '+v.file_type': not by the file type's index (most VODs have one of these types), by the stations' (vods_user).
        const vods = db
          .prepare(
            `SELECT v.*, u.nickname, f.abroad_blocking, f.is_password, f.is_smr FROM vods v JOIN users u ON u.user_id = v.user_id
             LEFT JOIN feed_vod_flags f ON f.title_no = v.title_no
             WHERE v.user_id IN (${marks}) AND +v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP','EDITOR') AND v.reg_date >= ?`,
          )
          .all(...stations, kstWallClock(Date.now() - VOD_WINDOW_DAYS * DAY)) as VodRow[];
        items.push(...lives.map(liveItem), ...vods.map((row) => vodItem(row, user.is_abroad === 1)));
      }
      const page = items
        .filter((item) => item.index_reg_date < cursor)
        .sort((a, b) => b.index_reg_date - a.index_reg_date)
        .slice(0, limit);
      const hasMore = page.length > FEED_PAGE_SIZE;
      const data = page.slice(0, FEED_PAGE_SIZE);
      const last = data[data.length - 1];
      res.json({
        data,
        has_more: hasMore,
        links: { next: hasMore && last ? `?index_reg_date=${last.index_reg_date}` : null },
        meta: { current_page: 1, last_page: hasMore ? 2 : 1 },
      });
    };

    // ---- Hot keywords and popular posts (the side panel) ----
    my.get("/api/hashtag", (_req, res) => {
      const counts = new Map<string, number>();
      for (const text of db.prepare("SELECT hash_tags FROM lives ORDER BY broad_no").pluck().all() as string[]) {
        for (const tag of fromJson<string[]>(text, [])) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      res.json(
        [...counts]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, HASHTAG_SIZE)
          .map(([tag]) => tag),
      );
    });

    my.get("/api/popular", (req, res) => {
      const viewer = currentUser(db, req)?.user_id ?? "";
      const rows = db
        .prepare(`SELECT p.* FROM (${POST_SELECT}) p JOIN feed_hot_ranks r ON r.title_no = p.title_no ORDER BY r.rank LIMIT ${POPULAR_SIZE}`)
        .all(viewer) as PostRow[];
      res.json(
        rows.map((row) => ({
          title_no: row.title_no,
          station_user_id: row.station_user_id,
          user_id: row.user_id,
          user_nick: row.nickname,
          profile_image: img(imagePaths.avatar(row.user_id)),
          title_name: row.title,
          content: row.content,
          url: ctx.publicUrl(`/st/${row.station_user_id}/post/${row.title_no}`),
          reg_date: row.reg_date,
          count: { read_cnt: String(row.read_cnt) },
          photos: photosOf(row),
        })),
      );
    });

    // ---- The top-100 hot list (getFeedHotissue), likes and hiding ----
    my.get("/api/feed/hotissue", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const blinded = new Set(db.prepare("SELECT bj_id FROM feed_blinds WHERE user_id = ?").pluck().all(user.user_id) as string[]);
      const rows = db
        .prepare(`SELECT r.rank, p.* FROM (${POST_SELECT}) p JOIN feed_hot_ranks r ON r.title_no = p.title_no ORDER BY r.rank`)
        .all(user.user_id) as Array<PostRow & { rank: number }>;
      const cycle = HOT_REFRESH_CYCLE_MINUTES * MINUTE;
      res.json({
        result: 1,
        data: rows.map((row) => {
          const photos = photosOf(row);
          return {
            rank: String(row.rank),
            user_id: row.user_id,
            user_nick: row.nickname,
            station_user_id: row.station_user_id,
            station_user_nick: row.station_nick,
            profile_image: img(imagePaths.avatar(row.user_id)),
            reg_date: row.reg_date,
            title_no: String(row.title_no),
            title_name: row.title,
            content: row.content,
            photos,
            url: ctx.publicUrl(`/st/${row.station_user_id}/post/${row.title_no}`),
            is_like: row.liked === 1,
            is_blind: blinded.has(row.user_id),
            scheme: `streamon://browser/station?url=${encodeURIComponent(ctx.publicUrl(`/st/${row.station_user_id}/post/${row.title_no}`))}`,
            station_no: String(row.station_no),
            feed_type: photos.length > 0 ? "PHOTO" : "POST",
            count: { like_cnt: String(row.like_cnt), read_cnt: String(row.read_cnt), comment_cnt: String(row.comment_cnt) },
          };
        }),
        refresh_cycle: HOT_REFRESH_CYCLE_MINUTES,
        refresh_time: kstWallClock(Math.floor(Date.now() / cycle) * cycle),
      });
    });

    // setFeedLike / setFeedUnLike (stationUserId, titleNo): _method delete unlikes. The post's own likes
    // (station_likes and its count), the same the post page shows.
    my.post("/api/feed/:stationUserId/title/:titleNo/like", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const titleNo = Number(req.params.titleNo);
      const post = db
        .prepare("SELECT 1 FROM station_posts p JOIN stations st ON st.station_no = p.station_no WHERE p.title_no = ? AND st.user_id = ?")
        .get(titleNo, req.params.stationUserId);
      if (!post) return res.json({ result: -1, code: -1, message: "존재하지 않는 게시글입니다." });
      const count = (change: 1 | -1) => db.prepare("UPDATE station_posts SET like_cnt = MAX(0, like_cnt + ?) WHERE title_no = ?").run(change, titleNo);
      if (String(req.body._method ?? "").toLowerCase() === "delete") {
        if (db.prepare("DELETE FROM station_likes WHERE user_id = ? AND title_no = ?").run(user.user_id, titleNo).changes) count(-1);
        return res.json({ result: 1, message: "좋아요가 취소되었습니다." });
      }
      if (db.prepare("SELECT 1 FROM station_likes WHERE user_id = ? AND title_no = ?").get(user.user_id, titleNo))
        return res.json({ result: -1, code: -2, message: "이미 좋아요한 게시글입니다." });
      db.prepare("INSERT INTO station_likes (title_no, user_id, reg_date) VALUES (?, ?, ?)").run(titleNo, user.user_id, now());
      count(1);
      res.json({ result: 1, message: "좋아요를 눌렀습니다." });
    });

    // setFeedBlind / setFeedUnBlind (userId): _method delete shows the author's posts again.
    my.post("/api/feed/blind/:userId", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!nickOf.get(req.params.userId)) return res.json({ result: -1, code: -1, message: "존재하지 않는 사용자입니다." });
      if (String(req.body._method ?? "").toLowerCase() === "delete") {
        db.prepare("DELETE FROM feed_blinds WHERE user_id = ? AND bj_id = ?").run(user.user_id, req.params.userId);
        return res.json({ result: 1, message: "게시물 안보기 설정이 해제되었습니다." });
      }
      db.prepare("INSERT OR IGNORE INTO feed_blinds (user_id, bj_id, reg_date) VALUES (?, ?, ?)").run(user.user_id, req.params.userId, now());
      res.json({ result: 1, message: "게시물 안보기 설정되었습니다." });
    });

    // The feed itself, of every favourite or of one station.
    my.get("/api/feed", (req, res) => feedPage(req, res, null));
    my.get("/api/feed/:userId", (req, res) => feedPage(req, res, req.params.userId));

    // ---- VOD HLS for the previews: the VOD's length in 10 s segments of the one clip ----
    let clip: ReturnType<typeof previewClip> | null = null;
    const durationOf = db.prepare("SELECT duration_ms FROM vods WHERE title_no = ?").pluck();
    const hls = routers.vod;
    const cors = (res: Response) => res.set({ "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=3600" });
    hls.get("/hls/:titleNo/playlist.m3u8", (req, res) => {
      const duration = durationOf.get(Number(req.params.titleNo)) as number | undefined;
      if (!duration) return void res.status(404).json({ code: 404, message: "no such VOD" });
      const count = Math.max(1, Math.ceil(duration / 1000 / SEGMENT_SECONDS));
      const lines = [
        "#EXTM3U",
        "#EXT-X-VERSION:7",
        `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
        "#EXT-X-MEDIA-SEQUENCE:0",
        "#EXT-X-PLAYLIST-TYPE:VOD",
        '#EXT-X-MAP:URI="init.mp4"',
      ];
      for (let index = 0; index < count; index += 1) lines.push(`#EXTINF:${SEGMENT_SECONDS}.000,`, `${index}.m4s`);
      lines.push("#EXT-X-ENDLIST");
      cors(res)
        .type("application/vnd.apple.mpegurl")
        .send(`${lines.join("\n")}\n`);
    });
    hls.get("/hls/:titleNo/init.mp4", (_req, res) => {
      clip ??= previewClip();
      cors(res).type("video/mp4").send(clip.init);
    });
    hls.get("/hls/:titleNo/:segment.m4s", (req, res) => {
      clip ??= previewClip();
      const n = Number(req.params.segment);
      if (!Number.isInteger(n) || n < 0) return void res.status(404).json({ code: 404, message: "no such segment" });
      cors(res).type("video/iso.segment").send(segmentAt(clip, n));
    });
  },
};
