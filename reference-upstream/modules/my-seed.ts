// The My area's per-user tables and their seed: favourite groups, subscriptions, fan clubs, recent LIVE and
// VOD history, UP'd VODs and playlists.
import { toJson } from "../db";
import { DAY, HOUR, kstWallClock } from "../time";
import type { Db, SeedContext } from "../types";

/** Subscriptions and fan clubs are the same list: the user's streamers, each pinnable to the top. */
const pinnedStreamerList = (table: string) => `CREATE TABLE IF NOT EXISTS ${table} (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      is_pin INTEGER NOT NULL DEFAULT 0,
      pin_date TEXT,
      PRIMARY KEY (user_id, bj_id)
    );`;

export function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS my_favorite_groups (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      idx INTEGER NOT NULL,
      title TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, idx)
    );
    CREATE TABLE IF NOT EXISTS my_favorite_group_members (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      group_idx INTEGER NOT NULL,
      bj_id TEXT NOT NULL,
      PRIMARY KEY (user_id, group_idx, bj_id)
    );
    ${pinnedStreamerList("my_subscriptions")}
    ${pinnedStreamerList("my_fanclubs")}
    CREATE TABLE IF NOT EXISTS my_recent_lives (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL,
      watch_date TEXT NOT NULL,
      PRIMARY KEY (user_id, bj_id)
    );
    CREATE TABLE IF NOT EXISTS my_recent_vods (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title_no INTEGER NOT NULL,
      view_date TEXT NOT NULL,
      last_view_ms INTEGER NOT NULL,
      PRIMARY KEY (user_id, title_no)
    );
    CREATE TABLE IF NOT EXISTS my_up_vods (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title_no INTEGER NOT NULL,
      up_date TEXT NOT NULL,
      PRIMARY KEY (user_id, title_no)
    );
    -- owner_id NULL: the user's own playlist (reg_id is the user); else a playlist shared by owner_id.
    CREATE TABLE IF NOT EXISTS my_playlists (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      list_idx INTEGER NOT NULL,
      owner_id TEXT,
      title TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      vod_add_date TEXT NOT NULL,
      items TEXT NOT NULL,               -- JSON array of title_no
      is_display INTEGER NOT NULL,
      PRIMARY KEY (user_id, list_idx)
    );
    -- The story list reads the user's own posts, comments and replies straight from the station's rows (the one
    -- post table: a comment written on a station is in the list at once). This table only holds what a copied
    -- test account borrows from its template: entries naming the template's rows, which stay the template's.
    CREATE TABLE IF NOT EXISTS my_story (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      item_no INTEGER NOT NULL,
      feed_type TEXT NOT NULL,           -- POST | PHOTO | PARENT_COMMENT | CHILD_COMMENT
      station_user_id TEXT NOT NULL,
      title_no INTEGER NOT NULL,
      p_comment_no INTEGER,
      c_comment_no INTEGER,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, item_no)
    );
  `);
}

export function seed({ db, rng, now }: SeedContext) {
  const streamers = db.prepare("SELECT user_id FROM users WHERE kind = 'streamer' AND user_id <> 'streamer01' ORDER BY user_id").pluck().all() as string[];
  const live = db.prepare("SELECT user_id FROM lives ORDER BY user_id").pluck().all() as string[];
  const favouritesOf = db.prepare("SELECT bj_id FROM favorites WHERE user_id = ? ORDER BY reg_date DESC").pluck();
  const vodsOf = (types: string[]) =>
    db
      .prepare(`SELECT title_no FROM vods WHERE file_type IN (${types.map(() => "?").join(",")}) ORDER BY title_no`)
      .pluck()
      .all(...types) as number[];
  const vods = vodsOf(["REVIEW", "NORMAL", "HIGHLIGHT", "CLIP", "EDITOR"]);
  const durationOf = db.prepare("SELECT duration_ms FROM vods WHERE title_no = ?").pluck();

  const favourites = favouritesOf.all("viewer01") as string[];
  // Favourite groups of viewer01: two with members, one empty.
  const insertGroup = db.prepare("INSERT INTO my_favorite_groups (user_id, idx, title, reg_date) VALUES (?, ?, ?, ?)");
  const insertMember = db.prepare("INSERT INTO my_favorite_group_members (user_id, group_idx, bj_id) VALUES (?, ?, ?)");
  [
    ["게임", favourites.slice(1, 8)],
    ["소통방", ["streamer01", ...favourites.slice(20, 24)]],
    ["나중에 정리", []],
  ].forEach(([title, members], index) => {
    insertGroup.run("viewer01", index + 1, title, kstWallClock(now - (30 - index) * DAY));
    for (const bjId of members as string[]) insertMember.run("viewer01", index + 1, bjId);
  });

  // Subscriptions and fan clubs: some live, one of each pinned.
  const insertSubscription = db.prepare("INSERT INTO my_subscriptions (user_id, bj_id, reg_date, is_pin, pin_date) VALUES (?, ?, ?, ?, ?)");
  const insertFanclub = db.prepare("INSERT INTO my_fanclubs (user_id, bj_id, reg_date, is_pin, pin_date) VALUES (?, ?, ?, ?, ?)");
  const liveFavourites = favourites.filter((id) => live.includes(id));
  const offlineFavourites = favourites.filter((id) => !live.includes(id));
  [...liveFavourites.slice(0, 3), ...offlineFavourites.slice(0, 2)].forEach((bjId, index) =>
    insertSubscription.run("viewer01", bjId, kstWallClock(now - (index + 1) * 11 * DAY), index === 2 ? 1 : 0, index === 2 ? kstWallClock(now - DAY) : null),
  );
  [...liveFavourites.slice(2, 6), ...offlineFavourites.slice(3, 6)].forEach((bjId, index) =>
    insertFanclub.run("viewer01", bjId, kstWallClock(now - (index + 1) * 9 * DAY), index === 4 ? 1 : 0, index === 4 ? kstWallClock(now - 2 * DAY) : null),
  );
  insertSubscription.run("teen01", "streamer01", kstWallClock(now - 20 * DAY), 0, null);
  insertFanclub.run("manager01", "streamer01", kstWallClock(now - 200 * DAY), 0, null);

  // Recently watched live streamers: 25, most of them live now.
  const insertRecentLive = db.prepare("INSERT INTO my_recent_lives (user_id, bj_id, watch_date) VALUES (?, ?, ?)");
  [
    ...rng.sample(live, 20),
    ...rng.sample(
      streamers.filter((id) => !live.includes(id)),
      5,
    ),
  ].forEach((bjId, index) => insertRecentLive.run("viewer01", bjId, kstWallClock(now - (index * 5 + 1) * HOUR)));
  rng.sample(live, 4).forEach((bjId, index) => insertRecentLive.run("teen01", bjId, kstWallClock(now - (index + 1) * HOUR)));

  // Recently watched VODs (two pages), with last positions from the very start to the end.
  const insertRecentVod = db.prepare("INSERT INTO my_recent_vods (user_id, title_no, view_date, last_view_ms) VALUES (?, ?, ?, ?)");
  rng.sample(vods, 45).forEach((titleNo, index) => {
    const duration = durationOf.get(titleNo) as number;
    const position = index % 5 === 0 ? 0 : index % 5 === 1 ? Math.round(duration * 0.01) : Math.round(duration * rng.next());
    insertRecentVod.run("viewer01", titleNo, kstWallClock(now - (index * 3 + 1) * HOUR), position);
  });
  rng.sample(vods, 6).forEach((titleNo, index) => insertRecentVod.run("teen01", titleNo, kstWallClock(now - (index + 1) * DAY), 0));

  const insertUp = db.prepare("INSERT INTO my_up_vods (user_id, title_no, up_date) VALUES (?, ?, ?)");
  rng.sample(vods, 12).forEach((titleNo, index) => insertUp.run("viewer01", titleNo, kstWallClock(now - (index * 2 + 1) * DAY)));

  // Playlists: three own (one empty), two shared by streamers.
  const insertPlaylist = db.prepare(
    "INSERT INTO my_playlists (user_id, list_idx, owner_id, title, reg_date, vod_add_date, items, is_display) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const playlists: Array<[string | null, string, number]> = [
    [null, "출근길에 볼 영상", 6],
    [null, "레전드 모음", 9],
    [null, "새 재생목록", 0],
    [rng.pick(favourites), "스트리머 추천 하이라이트", 5],
    [rng.pick(streamers), "주간 베스트", 8],
  ];
  playlists.forEach(([owner, title, count], index) => {
    const regDate = now - (40 - index * 6) * DAY;
    insertPlaylist.run(
      "viewer01",
      3_000 + index * 17,
      owner,
      title,
      kstWallClock(regDate),
      kstWallClock(count ? now - rng.int(1, 30) * DAY : regDate),
      toJson(rng.sample(vods, count)),
      1,
    );
  });

  // Own posts, comments and replies need no seeding: the story list reads the station's rows (station-seed's
  // seedSharedPosts writes viewer01's and the demo streamer's).
}
