// The search host's profileTheme (000 §7.4): what the top of a result page shows for a keyword: a streamer's
// profile card, a game's profile with today's esports matches, themes, shortcuts and related streamers.
import type { Request, Response } from "express";
import { fromJson } from "../db";
import { kstDate, parseKstWallClock, HOUR } from "../time";
import type { ModuleContext } from "../types";
import { imagePaths } from "./media";
import { norm } from "./search-scoring";
import { type createBuilders, type LiveRow, VOD_SELECT, type VodRow } from "./search-items";

/** What the profile theme shares with the other search methods: item builders, the query reader and the live list. */
export type SearchTools = {
  build: ReturnType<typeof createBuilders>;
  q: (req: Request, name: string) => string;
  rng: () => number;
  allLives: () => LiveRow[];
};

/** The profileTheme method: a keyword's streamer profile, game profile with esports, themes and shortcuts. */
export function createProfileTheme(ctx: ModuleContext, { build, q, rng, allLives }: SearchTools) {
  const { db } = ctx;
  type StreamerRow = Parameters<typeof build.streamerItem>[0];
  function esportFor(categoryNo: string, date: string) {
    const leagues = db
      .prepare("SELECT league_id, code_name, code_name_eng FROM search_esport_leagues WHERE category_no = ? ORDER BY ord")
      .all(categoryNo) as Array<{
      league_id: string;
      code_name: string;
      code_name_eng: string;
    }>;
    if (leagues.length === 0) return [];
    const ids = leagues.map((league) => league.league_id);
    const marks = ids.map(() => "?").join(",");
    const matches = db
      .prepare(
        `SELECT m.*, l.code_name FROM search_esport_matches m JOIN search_esport_leagues l USING (league_id) WHERE m.league_id IN (${marks}) AND substr(m.match_time, 1, 10) = ? ORDER BY m.match_time, m.match_id`,
      )
      .all(...ids, date) as Array<Record<string, unknown> & { match_time: string; fate: string; home_team: string; away_team: string }>;
    const prev = db
      .prepare(`SELECT max(substr(match_time, 1, 10)) FROM search_esport_matches WHERE league_id IN (${marks}) AND substr(match_time, 1, 10) < ?`)
      .pluck()
      .get(...ids, date) as string | null;
    const next = db
      .prepare(`SELECT min(substr(match_time, 1, 10)) FROM search_esport_matches WHERE league_id IN (${marks}) AND substr(match_time, 1, 10) > ?`)
      .pluck()
      .get(...ids, date) as string | null;
    const now = Date.now();
    const team = (json: string) => {
      const value = fromJson<{ code: string; name: string; nameEng: string }>(json, { code: "", name: "", nameEng: "" });
      return {
        name: value.name,
        name_eng: value.nameEng,
        image_default_url: build.img(imagePaths.banner(`team-${value.code}`, value.code, 96, 96)),
        image_dark_url: build.img(imagePaths.banner(`team-${value.code}-dark`, value.code, 96, 96)),
      };
    };
    const list = matches.map((match) => {
      const start = parseKstWallClock(match.match_time);
      const started = now >= start;
      const running = started && now < start + 3 * HOUR;
      // vsStatus by fate and time (000 §4.9): 0 scheduled, 1 live, 2 / 5 / 8 finished, 3 no broadcast, 4 cancelled.
      const status =
        match.fate === "cancelled"
          ? "4"
          : match.fate === "no_broadcast"
            ? "3"
            : !started
              ? "0"
              : running
                ? "1"
                : match.fate === "vod"
                  ? "5"
                  : match.fate === "board"
                    ? "8"
                    : "2";
      const showScores = status !== "0" && status !== "4";
      return {
        vs_match_time: match.match_time,
        season_desc: match.season_desc,
        season_desc_eng: match.season_desc_eng,
        file_type: match.title_no ? "REVIEW" : "",
        title_no: status === "5" && match.title_no ? String(match.title_no) : "",
        bbs_no: status === "8" && match.bbs_no ? String(match.bbs_no) : "",
        station_no: status === "8" && match.station_no ? String(match.station_no) : "",
        vs_home_score: showScores ? String(running ? Math.min(1, Number(match.home_score)) : match.home_score) : "0",
        vs_away_score: showScores ? String(running ? Math.min(1, Number(match.away_score)) : match.away_score) : "0",
        vs_home_team_code_info: team(match.home_team),
        vs_away_team_code_info: team(match.away_team),
        vs_status: status,
        broad_no: status === "1" && match.broad_no ? String(match.broad_no) : "",
        vs_bj_id: String(match.bj_id ?? ""),
        vod_user_id: String(match.vod_user_id ?? ""),
        code_name: match.code_name,
      };
    });
    return [
      {
        menu: leagues.map((league) => ({ code_name: league.code_name, code_name_eng: league.code_name_eng })),
        list,
        date,
        next_date: next ?? "",
        prev_date: prev ?? "",
        keyword_show: "Y",
      },
    ];
  }

  function gameProfileFor(keyword: string) {
    const k = norm(keyword);
    const games = db
      .prepare("SELECT g.*, c.category_name, c.is_drops, c.fixed_tags FROM search_game_profiles g JOIN categories c USING (category_no)")
      .all() as Array<{
      category_no: string;
      aliases: string;
      stations: string;
      events: string;
      series: string;
      category_name: string;
      is_drops: number;
      fixed_tags: string;
    }>;
    return games.find((game) => norm(game.category_name) === k || fromJson<string[]>(game.aliases, []).some((alias) => norm(alias) === k)) ?? null;
  }

  function profileTheme(req: Request, res: Response) {
    const keyword = q(req, "d");
    const k = norm(keyword);
    const pttype = q(req, "pttype") || "all";
    const date = /^\d{4}-\d{2}-\d{2}$/.test(q(req, "date")) ? q(req, "date") : kstDate(Date.now());
    const size = Math.min(Math.max(1, Number.parseInt(q(req, "size") || "10", 10) || 10));
    const orderBy = q(req, "orderBy") === "asc" ? 1 : -1;
    const rel = build.relationsOf(req);
    const game = k ? gameProfileFor(keyword) : null;
    const esport = game ? esportFor(game.category_no, date) : [];
    const empty = {
      advertisement: null,
      recommend_contents: [],
      homonym: [],
      game_profile: [],
      esport,
      profile: [],
      latest_vod: [],
      recommend_bj: [],
      related_bj: [],
      theme: [],
      theme_shortcuts: [],
      theme_bj: [],
      theme_vod: [],
    };
    if (pttype === "esport" || !k) {
      res.json({ result: 1, data: empty });
      return;
    }

    const streamerRow = (where: string, ...args: unknown[]) => db.prepare(`${build.STREAMER_SELECT} ${where}`).all(...args) as StreamerRow[];
    // Profile: an exact nick or id; the original account before test copies, then the biggest station.
    const named = streamerRow(
      "WHERE (replace(lower(u.nickname), ' ', '') = ? OR lower(u.user_id) = ?) ORDER BY (u.cloned_from IS NOT NULL), s.fan_cnt DESC",
      k,
      keyword.toLowerCase(),
    );
    const exposed = named.filter(
      (row) => (db.prepare("SELECT expose FROM search_profiles WHERE user_id = ?").pluck().get(row.user_id) as number | undefined) === 1,
    );
    const owner = exposed[0] ?? null;
    const profile = owner
      ? (() => {
          const extra = db.prepare("SELECT * FROM search_profiles WHERE user_id = ?").get(owner.user_id) as {
            notice_title_no: number | null;
            careers: string;
            qna: string;
          };
          const user = db.prepare("SELECT age FROM users WHERE user_id = ?").get(owner.user_id) as { age: number };
          const notice = extra.notice_title_no
            ? (db.prepare("SELECT title FROM station_posts WHERE title_no = ?").pluck().get(extra.notice_title_no) as string | undefined)
            : undefined;
          const station = db.prepare("SELECT station_title FROM stations WHERE user_id = ?").pluck().get(owner.user_id) as string;
          const medals = db.prepare("SELECT type, content, description FROM search_medals WHERE user_id = ? ORDER BY ord").all(owner.user_id) as Array<{
            type: string;
            content: string;
            description: string;
          }>;
          return {
            user_id: owner.user_id,
            user_nick: owner.nickname,
            img_file: build.img(imagePaths.avatar(owner.user_id)),
            fan_flag: rel.fans.has(owner.user_id) ? 1 : 0,
            subs_flag: rel.subscribed.has(owner.user_id) ? 1 : 0,
            fan_count: String(owner.fan_cnt + (db.prepare("SELECT COUNT(*) FROM favorites WHERE bj_id = ?").pluck().get(owner.user_id) as number)),
            favorite_flag: rel.favourites.has(owner.user_id) ? 1 : 0,
            station_title: station,
            notice: notice ?? "",
            title_no: notice ? String(extra.notice_title_no) : "",
            medal: medals.map((medal) => ({
              type: medal.type,
              simple_url: build.img(imagePaths.banner(`medal-${medal.type}-${medal.content}`, medal.content.slice(0, 2), 40, 40)),
              basic_url: build.img(imagePaths.banner(`medal-${medal.type}-${medal.content}`, medal.content, 120, 120)),
              content: medal.content,
              description: medal.description,
            })),
            born_year: String(new Date().getFullYear() - user.age),
            user_age: String(user.age),
            view_count: String(owner.total_visit_cnt),
            total_broad_time: String(Math.floor(owner.total_broad_time / 3600)),
            career_award: fromJson<string[]>(extra.careers, []),
            qna: fromJson<Array<{ q: string; a: string }>>(extra.qna, []),
          };
        })()
      : null;
    // Homonyms: the other streamers going by the same nickname.
    const homonym = named
      .filter((row) => row.user_id !== owner?.user_id && row.cloned_from === null && norm(row.nickname) === k)
      .map((row) => ({
        user_id: row.user_id,
        user_nick: row.nickname,
        station_name: row.station_name,
        station_logo: build.img(imagePaths.avatar(row.user_id)),
        favorite_cnt: String(row.fan_cnt),
      }));

    const categoryOfInterest = game?.category_no ?? owner?.main_category_no ?? null;
    const streamersOf = (categoryNo: string, exclude: string | undefined, limit: number) =>
      streamerRow(
        "WHERE s.main_category_no = ? AND u.user_id <> ? AND u.cloned_from IS NULL ORDER BY s.fan_cnt DESC LIMIT ?",
        categoryNo,
        exclude ?? "",
        limit,
      ).map((row, index) => build.streamerItem(row, rel, index + 1));
    const related = categoryOfInterest ? streamersOf(categoryOfInterest, owner?.user_id, 8) : [];

    const vodsOf = (where: string, ...args: unknown[]) =>
      (db.prepare(`${VOD_SELECT} WHERE v.auth_no = 101 AND v.flag = 'SUCCEED' AND ${where}`).all(...args) as VodRow[]).map((row) =>
        build.vodItem(row, keyword, 0, rel),
      );
    const latest = owner
      ? vodsOf(`v.user_id = ? AND v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP') ORDER BY v.reg_date DESC LIMIT 6`, owner.user_id)
      : [];

    const gameLives = game ? allLives().filter((row) => row.category_no === game.category_no) : [];
    const viewers = (row: LiveRow) => row.pc_view_cnt + row.mobile_view_cnt;
    const order = q(req, "order") || "current_sum_viewer";
    gameLives.sort((a, b) =>
      order === "broad_start" ? orderBy * (parseKstWallClock(a.broad_start) - parseKstWallClock(b.broad_start)) : orderBy * (viewers(a) - viewers(b)),
    );
    const gameProfile = game
      ? [
          {
            category_no: game.category_no,
            pc_image: build.img(imagePaths.category(game.category_no, game.category_name)),
            title: game.category_name,
            viewer: String(gameLives.reduce((sum, row) => sum + viewers(row), 0)),
            fixed_tags: fromJson<string[]>(game.fixed_tags, []),
            category_tags: [game.category_name],
            is_drops: game.is_drops,
            bj: gameLives
              .slice(0, size)
              .map((row, index) => ({ ...build.liveItem(row, "", index + 1, viewers(row), rel, rng), current_sum_viewer: viewers(row) })),
            stations: fromJson<string[]>(game.stations, []).flatMap((id) =>
              streamerRow("WHERE u.user_id = ?", id).map((row, index) => build.streamerItem(row, rel, index + 1)),
            ),
            events: fromJson<unknown[]>(game.events, []),
            series: fromJson<string[]>(game.series, []).map((title) => ({ title, pc_image: build.img(imagePaths.category(`series-${title}`, title)) })),
          },
        ]
      : [];

    // Recommended contents: what is big in the category of interest, lives and VODs and one streamer.
    const recommend: unknown[] = [];
    if (categoryOfInterest) {
      const lives = allLives()
        .filter((row) => row.category_no === categoryOfInterest && row.user_id !== owner?.user_id)
        .sort((a, b) => viewers(b) - viewers(a))
        .slice(0, 2);
      for (const row of lives) recommend.push({ recommend_type: "LIVE", hotclip_yn: "N", ...build.liveItem(row, "", 0, viewers(row), rel, rng) });
      for (const vod of vodsOf(`v.category_no = ? AND v.file_type IN ('REVIEW','HIGHLIGHT') ORDER BY v.view_cnt DESC LIMIT 3`, categoryOfInterest))
        recommend.push({ recommend_type: "VOD", hotclip_yn: Number(vod.view_cnt) > 1_000_000 ? "Y" : "N", ...vod });
      if (related[0]) recommend.push({ recommend_type: "BJ", hotclip_yn: "N", ...related[0] });
    }

    const themes = db.prepare("SELECT html, background_color, is_top FROM search_themes WHERE keyword = ? ORDER BY ord").all(keyword) as Array<{
      html: string;
      background_color: string;
      is_top: number;
    }>;
    const shortcuts = db.prepare("SELECT title, url, buttons FROM search_shortcuts WHERE keyword = ? ORDER BY ord").all(keyword) as Array<{
      title: string;
      url: string;
      buttons: string;
    }>;
    const ad = db.prepare("SELECT background_color, label, url FROM search_ads WHERE keyword = ?").get(keyword) as
      { background_color: string; label: string; url: string } | undefined;

    res.json({
      result: 1,
      data: {
        ...empty,
        advertisement: ad
          ? { background_color: ad.background_color, image: build.img(imagePaths.banner(`ad-${keyword}`, ad.label, 1200, 120)), url: ad.url }
          : null,
        recommend_contents: recommend,
        homonym,
        game_profile: gameProfile,
        profile: profile ? [profile] : [],
        latest_vod: latest,
        recommend_bj: owner ? [] : related,
        related_bj: owner ? related : [],
        theme: themes.map((theme) => ({ html: theme.html, background_color: theme.background_color, is_top: Boolean(theme.is_top) })),
        theme_shortcuts: shortcuts.map((shortcut) => ({ link: { url: shortcut.url, title: shortcut.title, buttons: fromJson(shortcut.buttons, []) } })),
      },
    });
  }

  return profileTheme;
}
