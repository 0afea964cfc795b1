// The search host (000 §7.4): /search/api.php with m = stopWord, profileTheme, unifiedSearch, liveSearch,
// vodSearch, postsSearch, bjSearch and hashSearch, matching the core dataset for real (Korean substring
// match on nick, id, title and tags, whitespace-insensitive; scores; sorts; paging; period filters) and
// answering in the real shapes and quirks (upstream-shapes.md §4). Other m values (the directory's
// categoryList / categoryInfo / categoryContentsList) are passed on with next().
import type { NextFunction, Request, Response } from "express";
import { fromJson } from "../db";
import { CATEGORIES } from "../seed/catalogue";
import { parseKstWallClock } from "../time";
import { type ModuleContext, type UpstreamModule, userIdTables } from "../types";
import { imagePaths } from "./media";
import { migrate, seed } from "./search-seed";
import { boldTitle, matchScore, norm, page, periodRange, postposition, relevance, searchTerms } from "./search-scoring";
import { sendPhpJson } from "./php-json";
import { createBuilders, LIVE_SELECT, type LiveRow, VOD_SELECT, type VodRow } from "./search-items";
import { createProfileTheme } from "./search-profile-theme";

const OWN_METHODS = new Set(["stopWord", "profileTheme", "unifiedSearch", "liveSearch", "vodSearch", "postsSearch", "bjSearch", "hashSearch"]);
export const VOD_TYPES = ["REVIEW", "NORMAL", "CLIP", "HIGHLIGHT", "EDITOR"];

function mountSearch(routers: Parameters<NonNullable<UpstreamModule["mount"]>>[0], ctx: ModuleContext) {
  const { db } = ctx;
  const build = createBuilders(ctx);
  const q = (req: Request, name: string) => String(req.query[name] ?? "").trim();
  let sessionCounter = 0;
  let rngState = 1;
  const rng = () => {
    rngState = (rngState * 48271) % 2147483647;
    return rngState / 2147483647;
  };

  const allLives = () => db.prepare(LIVE_SELECT).all() as LiveRow[];
  const liveTags = (row: LiveRow) => [
    ...fromJson<string[]>(row.hash_tags, []),
    ...fromJson<string[]>(row.category_tags, []),
    ...fromJson<string[]>(row.auto_hashtags, []),
  ];
  const vodTags = (row: VodRow) => [...fromJson<string[]>(row.hash_tags, []), ...fromJson<string[]>(row.category_tags, [])];
  const countTag = db.prepare("INSERT INTO search_tag_trends (tag, count) VALUES (?, 1) ON CONFLICT(tag) DO UPDATE SET count = count + 1");

  function stopWord(req: Request, res: Response) {
    const keyword = q(req, "d");
    const k = norm(keyword);
    const words = db.prepare("SELECT word, kind FROM search_stop_words").all() as Array<{ word: string; kind: string }>;
    const hit = words.find((entry) => k.includes(norm(entry.word)));
    const suggestion =
      !hit && q(req, "hasRemoveSuggest") !== "true"
        ? (db.prepare("SELECT modified, autofix FROM search_suggestions WHERE keyword = ?").get(keyword.toLowerCase()) as
            { modified: string; autofix: number } | undefined)
        : undefined;
    sessionCounter += 1;
    res.json({
      result: 1,
      data: {
        modified: suggestion?.modified ?? "",
        origin: keyword,
        stopword: hit?.word ?? "",
        isstop: hit ? "1" : "0",
        postpos: suggestion ? postposition(suggestion.modified) : "로",
        is_illegal: hit?.kind === "illegal" ? 1 : 0,
        is_autofix: Boolean(suggestion?.autofix),
        session_key: `sck_${Date.now().toString(36)}_${sessionCounter}`,
      },
    });
  }

  function liveSearch(req: Request, res: Response) {
    const terms = searchTerms(req);
    const { keyword, tag } = terms;
    const { pageNo, size, offset } = page(req, 30);
    const lives = allLives();
    const rel = build.relationsOf(req);
    const scored = lives
      .map((row) => ({
        row,
        score: matchScore(terms, { nick: row.nickname, id: row.user_id, title: row.broad_title, tags: liveTags(row), category: row.category_name }),
      }))
      .filter((entry) => entry.score > 0);
    const viewers = (row: LiveRow) => row.pc_view_cnt + row.mobile_view_cnt;
    const order = q(req, "szOrder") || "score";
    const ascending = q(req, "szOrderType") === "asc";
    const sortByOrder = (entries: Array<{ row: LiveRow; score: number }>) =>
      entries.sort((a, b) => {
        let diff: number;
        if (order === "view_cnt") diff = viewers(b.row) - viewers(a.row);
        else if (order === "broad_start") diff = parseKstWallClock(b.row.broad_start) - parseKstWallClock(a.row.broad_start);
        else diff = b.score - a.score || viewers(b.row) - viewers(a.row);
        return (ascending ? -diff : diff) || a.row.broad_no - b.row.broad_no;
      });
    sortByOrder(scored);
    const real = scored
      .slice(offset, offset + size)
      .map((entry, index) => build.liveItem(entry.row, keyword, offset + index + 1, entry.score + viewers(entry.row) / 1000, rel, rng));
    // No hits: REAL_BROAD is empty, yet HAS_MORE_LIST stays true, TOTAL_CNT non-zero and EXTRA_BROAD is
    // filled with unrelated popular rooms (upstream-shapes.md §4), in the requested order.
    const popular = () => [...lives].sort((a, b) => viewers(b) - viewers(a)).slice(0, 12);
    const extra =
      real.length === 0 && pageNo === 1 && q(req, "isExtra") !== "0"
        ? sortByOrder(popular().map((row) => ({ row, score: viewers(row) }))).map(({ row }, index) =>
            build.liveItem(row, "", index + 1, viewers(row) / 1000, rel, rng),
          )
        : [];
    if (tag && pageNo === 1) countTag.run(tag);
    sendPhpJson(res, {
      RESULT: "1",
      HAS_MORE_LIST: real.length === 0 ? true : offset + size < scored.length,
      TOTAL_CNT: String(real.length === 0 ? lives.length : scored.length),
      processTm: "0.012",
      t: Math.floor(Date.now() / 1000),
      logic: tag ? "hash" : "score",
      charset: "UTF-8",
      REAL_BROAD: real,
      SCRAP_BROAD: [],
      EXTRA_BROAD: extra,
      from: "new",
      origin_word: keyword,
    });
  }

  function vodRows(req: Request): { rows: Array<{ row: VodRow; score: number }>; keyword: string } {
    const terms = searchTerms(req);
    const searched = terms.tag ?? terms.keyword;
    // A coarse SQL filter, then exact scoring in code.
    const candidates = db
      .prepare(
        `${VOD_SELECT} WHERE v.auth_no = 101 AND v.flag = 'SUCCEED' AND (instr(lower(v.title), @typed) > 0 OR instr(replace(lower(u.nickname), ' ', ''), @k) > 0
          OR instr(lower(v.user_id), @k) > 0 OR instr(replace(lower(v.hash_tags), ' ', ''), @k) > 0 OR instr(replace(lower(v.category_tags), ' ', ''), @k) > 0)`,
      )
      .all({ k: norm(searched), typed: searched.toLowerCase() }) as VodRow[];
    const rows = candidates
      .map((row) => ({
        row,
        score: matchScore(terms, { nick: row.nickname, id: row.user_id, title: row.title, tags: vodTags(row), category: row.vod_category_name ?? "" }),
      }))
      .filter((entry) => entry.score > 0);
    return { rows, keyword: searched };
  }

  function sortVods<T extends { row: { view_cnt: number; reg_date: string; like_cnt?: number }; score: number }>(rows: T[], order: string): T[] {
    return [...rows].sort((a, b) => {
      if (order === "view_cnt") return b.row.view_cnt - a.row.view_cnt;
      if (order === "reg_date") return b.row.reg_date.localeCompare(a.row.reg_date);
      if (order === "recomm_cnt" || order === "like_cnt") return (b.row.like_cnt ?? 0) - (a.row.like_cnt ?? 0);
      return b.score - a.score || b.row.view_cnt - a.row.view_cnt;
    });
  }

  function vodSearch(req: Request, res: Response) {
    const { rows, keyword } = vodRows(req);
    const { pageNo, size, offset } = page(req, 40);
    const rel = build.relationsOf(req);
    const now = Date.now();
    const range = periodRange(req, now);
    const inRange = (date: string) => !range || (parseKstWallClock(date) >= range.from && parseKstWallClock(date) <= range.to);
    const fileType = (q(req, "szFileType") || "ALL").toUpperCase();
    const order = q(req, "szOrder") || "score";
    if (q(req, "isHashSearch") === "1" && pageNo === 1 && keyword) countTag.run(keyword);

    let data: unknown[];
    let total: number;
    if (fileType === "PLAYLIST") {
      const playlists = (
        db
          .prepare(
            `SELECT p.*, u.nickname, s.station_no, s.station_name, v.bbs_no FROM search_playlists p JOIN users u ON u.user_id = p.user_id
             JOIN stations s ON s.user_id = p.user_id LEFT JOIN vods v ON v.title_no = p.title_no`,
          )
          .all() as Array<{
          list_no: number;
          user_id: string;
          title: string;
          title_no: number | null;
          playlist_cnt: number;
          view_cnt: number;
          reg_date: string;
          nickname: string;
          station_no: number;
          station_name: string;
          bbs_no: number | null;
        }>
      )
        .map((row) => ({ row, score: relevance(keyword, { nick: row.nickname, id: row.user_id, title: row.title }) }))
        .filter((entry) => entry.score > 0 && inRange(entry.row.reg_date));
      const sorted = sortVods(playlists, order);
      total = sorted.length;
      data = sorted.slice(offset, offset + size).map(({ row }) => ({
        title_no: row.title_no ? String(row.title_no) : "",
        list_no: String(row.list_no),
        title: row.title,
        b_title: boldTitle(row.title, keyword),
        user_id: row.user_id,
        user_nick: row.nickname,
        station_no: String(row.station_no),
        bbs_no: row.bbs_no === null ? "" : String(row.bbs_no),
        station_name: row.station_name,
        file_type: "PLAYLIST",
        type: "PLAYLIST",
        playlist_cnt: String(row.playlist_cnt),
        view_cnt: String(row.view_cnt),
        reg_date: row.reg_date,
        thumbnail_path: row.title_no ? build.img(imagePaths.vod(row.title_no, row.reg_date)) : "",
        grade: "0",
        auth: "OPEN_ALL",
        config: { display: "Y" },
      }));
    } else {
      const wanted = fileType === "ALL" ? VOD_TYPES : [fileType];
      const filtered = sortVods(
        rows.filter((entry) => wanted.includes(entry.row.file_type) && inRange(entry.row.reg_date)),
        order,
      );
      total = filtered.length;
      data = filtered.slice(offset, offset + size).map((entry) => build.vodItem(entry.row, keyword, entry.score, rel));
    }

    // Catch and Catch stories come with the first page (the total tab shows them).
    const firstPage = pageNo === 1 && fileType !== "PLAYLIST";
    const catchOf = (type: string) =>
      firstPage
        ? sortVods(
            rows.filter((entry) => entry.row.file_type === type),
            "score",
          )
            .slice(0, 20)
            .map((entry) => build.vodItem(entry.row, keyword, entry.score, rel))
        : [];
    res.json({
      RESULT: 1,
      TOTAL_CNT: total,
      HAS_MORE_LIST: offset + size < total,
      DATA: data,
      RELATED_DATA: [],
      LATEST_DATA: [],
      CATCH_DATA: catchOf("CATCH"),
      CATCH_STORY_DATA: catchOf("CATCH_STORY"),
      WORD: keyword,
      origin_word: keyword,
    });
  }

  /** Text of a post's HTML, as the search engine indexes it. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim();

  // Station posts (the one post table) of public ordinary boards, matched on their title, text and author.
  function postsSearch(req: Request, res: Response) {
    const keyword = q(req, "szKeyword");
    const k = norm(keyword);
    const typed = keyword.toLowerCase();
    const { size, offset } = page(req, 40);
    const range = periodRange(req, Date.now());
    const rows = (
      k
        ? (db
            .prepare(
              `SELECT p.title_no, p.station_no, p.bbs_no, p.user_id, p.title, p.content, p.reg_date, p.read_cnt, p.like_cnt,
                 st.user_id AS station_user_id, st.station_name, u.nickname,
                 (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = p.title_no) AS comment_cnt,
                 (SELECT MIN(photo_no) FROM station_photos ph WHERE ph.title_no = p.title_no) AS photo_no,
                 (SELECT COUNT(*) FROM station_photos ph WHERE ph.title_no = p.title_no) AS photo_cnt
               FROM station_posts p JOIN stations st ON st.station_no = p.station_no JOIN users o ON o.user_id = st.user_id
               JOIN users u ON u.user_id = p.user_id
               JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no AND b.auth_no = 101 AND b.display_type = 104
               WHERE o.cloned_from IS NULL`,
            )
            .all() as Array<{
            title_no: number;
            station_no: number;
            bbs_no: number;
            user_id: string;
            title: string;
            content: string;
            reg_date: string;
            read_cnt: number;
            like_cnt: number;
            station_user_id: string;
            station_name: string;
            nickname: string;
            comment_cnt: number;
            photo_no: number | null;
            photo_cnt: number;
          }>)
        : []
    ).map((row) => ({ ...row, text: textOf(row.content) }));
    const kept = rows
      .filter(
        (row) => row.title.toLowerCase().includes(typed) || row.text.toLowerCase().includes(typed) || row.nickname.toLowerCase().replace(/ /g, "").includes(k),
      )
      .filter((row) => !range || (parseKstWallClock(row.reg_date) >= range.from && parseKstWallClock(row.reg_date) <= range.to));
    const order = q(req, "szOrder") || "view_cnt";
    kept.sort((a, b) => (order === "reg_date" ? b.reg_date.localeCompare(a.reg_date) : b.read_cnt - a.read_cnt) || b.title_no - a.title_no);
    res.json({
      RESULT: 1,
      TOTAL_CNT: kept.length,
      DATA: kept.slice(offset, offset + size).map((row) => ({
        title_no: row.title_no,
        station_no: row.station_no,
        bbs_no: row.bbs_no,
        view_cnt: row.read_cnt,
        recomm_cnt: row.like_cnt,
        memo_cnt: row.comment_cnt,
        photo_cnt: String(row.photo_cnt),
        station_user_id: row.station_user_id,
        user_id: row.user_id,
        user_nick: row.nickname,
        station_name: row.station_name,
        title: row.title,
        content: row.text,
        reg_date: row.reg_date,
        thumbnail: row.photo_no !== null ? build.img(imagePaths.postPhoto(row.photo_no)) : "",
        station_logo: build.img(imagePaths.avatar(row.station_user_id)),
        url: `${ctx.publicUrl("/st")}/${row.station_user_id}/post/${row.title_no}`,
      })),
    });
  }

  type StreamerRow = Parameters<typeof build.streamerItem>[0];

  function searchableStreamers(keyword: string): Array<{ row: StreamerRow; score: number }> {
    const k = norm(keyword);
    const rows = db
      .prepare(
        `${build.STREAMER_SELECT} WHERE u.cloned_from IS NULL AND (instr(replace(lower(u.nickname), ' ', ''), @k) > 0 OR instr(lower(u.user_id), @k) > 0
           OR instr(replace(lower(s.station_name), ' ', ''), @k) > 0)`,
      )
      .all({ k }) as StreamerRow[];
    return rows
      .map((row) => ({ row, score: relevance(keyword, { nick: row.nickname, id: row.user_id, title: row.station_name }) }))
      .filter((entry) => entry.score > 0);
  }

  function bjSearch(req: Request, res: Response) {
    const keyword = q(req, "szKeyword");
    const { pageNo, size, offset } = page(req, 40);
    const rel = build.relationsOf(req);
    const order = q(req, "szOrder") || "score";
    const matches = searchableStreamers(keyword);
    const value = (row: StreamerRow): number => {
      if (order === "total_view_cnt") return row.total_visit_cnt;
      if (order === "total_broad_time") return row.total_broad_time;
      if (order === "favorite_cnt" || order === "fanclub_cnt") return row.fan_cnt;
      return 0;
    };
    matches.sort((a, b) => value(b.row) - value(a.row) || b.score - a.score || b.row.fan_cnt - a.row.fan_cnt);
    const top = matches[0]?.row;
    const matched = new Set(matches.map((entry) => entry.row.user_id));
    const recommend =
      pageNo === 1 && top
        ? (
            db
              .prepare(`${build.STREAMER_SELECT} WHERE s.main_category_no = ? AND u.cloned_from IS NULL ORDER BY s.fan_cnt DESC LIMIT 20`)
              .all(top.main_category_no) as StreamerRow[]
          )
            .filter((row) => !matched.has(row.user_id))
            .slice(0, 8)
        : [];
    res.json({
      RESULT: 1,
      TOTAL_CNT: matches.length,
      DATA: matches.slice(offset, offset + size).map((entry, index) => build.streamerItem(entry.row, rel, offset + index + 1)),
      RECOMMEND_DATA: recommend.map((row, index) => build.streamerItem(row, rel, index + 1)),
      WORD: keyword,
      version: "2.0",
    });
  }

  function unifiedSearch(req: Request, res: Response) {
    const keyword = q(req, "keyword");
    const limit = Math.min(50, Math.max(1, Number.parseInt(q(req, "limit") || "20", 10) || 20));
    const k = norm(keyword);
    const terms: string[] = [];
    const add = (term: string) => {
      if (term && norm(term) !== k && !terms.some((existing) => norm(existing) === norm(term))) terms.push(term);
    };
    if (k) {
      for (const word of db.prepare("SELECT related FROM search_related_keywords WHERE keyword = ? ORDER BY ord").pluck().all(keyword) as string[]) add(word);
      // Derived: categories and tags found together with the keyword, most frequent first.
      const counts = new Map<string, number>();
      const bump = (tag: string) => counts.set(tag, (counts.get(tag) ?? 0) + 1);
      for (const row of allLives()) {
        const tags = liveTags(row);
        if (relevance(keyword, { nick: row.nickname, title: row.broad_title, tags, category: row.category_name }) > 0) tags.forEach(bump);
      }
      for (const category of CATEGORIES) if (norm(category.name).includes(k) || category.fixedTags.some((tag) => norm(tag) === k)) add(category.name);
      [...counts.entries()]
        .filter(([tag, count]) => count >= 2 && norm(tag) !== k)
        .sort((a, b) => b[1] - a[1])
        .forEach(([tag]) => add(`${keyword} ${tag}`));
      for (const entry of searchableStreamers(keyword).slice(0, 5)) add(entry.row.nickname);
    }
    res.json({ result: 1, relatedSearchTerms: { data: terms.slice(0, limit).map((d) => ({ d })) } });
  }

  function hashSearch(_req: Request, res: Response) {
    const rank = db.prepare("SELECT tag AS key, count FROM search_tag_trends ORDER BY count DESC, tag LIMIT 10").all();
    res.json({ result: 1, rank });
  }

  const profileTheme = createProfileTheme(ctx, { build, q, rng, allLives });

  const handlers: Record<string, (req: Request, res: Response) => void> = {
    stopWord,
    profileTheme,
    unifiedSearch,
    liveSearch,
    vodSearch,
    postsSearch,
    bjSearch,
    hashSearch,
  };

  routers.search.get("/api.php", (req: Request, res: Response, next: NextFunction) => {
    const m = String(req.query.m ?? "");
    if (!OWN_METHODS.has(m)) {
      next();
      return;
    }
    handlers[m](req, res);
  });
}

export const searchModule: UpstreamModule = {
  name: "search",
  version: 2,
  tables: [
    "search_stop_words",
    "search_suggestions",
    "search_medals",
    "search_profiles",
    "search_viewer_relations",
    "search_themes",
    "search_shortcuts",
    "search_ads",
    "search_game_profiles",
    "search_esport_matches",
    "search_esport_leagues",
    // Gone (search lists station posts): listed so that an older database drops it.
    "search_posts",
    "search_playlists",
    "search_related_keywords",
    "search_tag_trends",
  ],
  migrate,
  seed,
  mount: mountSearch,
  // A test copy of a streamer keeps its search profile, so that it can see its own card.
  userTables: userIdTables("search_profiles", "search_medals", "search_viewer_relations"),
};
