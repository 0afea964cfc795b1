// Raw search answers → search domain (000 §3.9, upstream-shapes.md §4): the stop-word answer, the
// profile/theme answer with its profile, game profile, esports schedule and theme parts, streamer and
// post items, related words and the tag trend. Fields come snake_case or camelCase, numbers as strings.
import { isOn } from "~/domain/access";
import type { BroadcastCard } from "~/domain/cards";
import {
  STOP_WORD_DEFAULT,
  type EsportMatch,
  type EsportSchedule,
  type EsportTeam,
  type GameProfile,
  type Medal,
  type PostResult,
  type ProfileTheme,
  type RecommendItem,
  type SearchAd,
  type SearchProfile,
  type StopWordResult,
  type StreamerSummary,
  type TagTrendItem,
  type ThemeBlock,
  type ThemeShortcut,
} from "~/domain/search";
import { normaliseList, normaliseLive, normaliseVod } from "./cards";
import { date, first, flag, number, optionalText, type RawRecord, snakeKeys, stringList, text } from "./fields";
import { mediaUrl } from "~/domain/media";
import { plainText } from "./my";

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const records = (value: unknown): RawRecord[] => list(value).map(snakeKeys);

export function normaliseStopWord(input: unknown, keyword: string): StopWordResult {
  const top = snakeKeys(input);
  const raw = snakeKeys(top.data ?? top.DATA ?? input);
  return {
    modified: text(raw, "modified"),
    origin: text(raw, "origin") || keyword,
    stopword: text(raw, "stopword"),
    isstop: text(raw, "isstop") || STOP_WORD_DEFAULT.isstop,
    postpos: text(raw, "postpos") || STOP_WORD_DEFAULT.postpos,
    isIllegal: (number(raw, "is_illegal") ?? 0) !== 0 || flag(raw, "is_illegal"),
    isAutofix: flag(raw, "is_autofix"),
    sessionKey: text(raw, "session_key", "sck_session_key"),
  };
}

export function normaliseStreamer(input: unknown): StreamerSummary | null {
  const raw = snakeKeys(input);
  const userId = text(raw, "user_id", "bj_id");
  if (!userId) return null;
  const broadNo = text(raw, "broad_no");
  return {
    userId,
    nick: text(raw, "user_nick", "bj_nick", "nickname") || userId,
    profileImageUrl: mediaUrl(first(raw, "station_logo", "profile_image", "img_file", "profile_img")),
    stationName: text(raw, "station_name"),
    favoriteCount: number(raw, "favorite_cnt", "fan_count") ?? 0,
    fanclubCount: number(raw, "fanclub_cnt") ?? 0,
    totalViewCount: number(raw, "total_view_cnt") ?? 0,
    broadTimeHours: number(raw, "total_broad_time") ?? 0,
    isFan: flag(raw, "fan_flag"),
    isSubscriber: flag(raw, "subs_flag"),
    isFavourite: flag(raw, "favorite_flag", "is_favorite"),
    liveBroadNo: broadNo && broadNo !== "0" ? broadNo : null,
    medalUrl: mediaUrl(first(raw, "medal_url")),
  };
}

export function normalisePost(input: unknown): PostResult | null {
  const raw = snakeKeys(input);
  const titleNo = text(raw, "title_no");
  const userId = text(raw, "user_id");
  const stationUserId = text(raw, "station_user_id") || userId;
  if (!titleNo || !stationUserId) return null;
  return {
    titleNo,
    userId: userId || stationUserId,
    nick: text(raw, "user_nick") || userId,
    stationUserId,
    stationName: text(raw, "station_name"),
    title: text(raw, "title", "title_name"),
    content: plainText(text(raw, "content")),
    viewCount: number(raw, "view_cnt", "read_cnt") ?? 0,
    commentCount: number(raw, "memo_cnt", "comment_cnt") ?? 0,
    regDate: date(raw, "reg_date"),
    photoCount: number(raw, "photo_cnt") ?? 0,
    thumbnailUrl: mediaUrl(first(raw, "thumbnail")),
    profileImageUrl: mediaUrl(first(raw, "station_logo", "profile_image")),
  };
}

function normaliseMedal(input: unknown): Medal | null {
  const raw = snakeKeys(input);
  const content = text(raw, "content", "title", "name");
  if (!content) return null;
  return {
    kind: text(raw, "type", "medal_type", "kind"),
    simpleUrl: mediaUrl(first(raw, "simple_url")),
    basicUrl: mediaUrl(first(raw, "basic_url", "simple_url")),
    content,
    description: text(raw, "description"),
  };
}

export function normaliseProfile(input: unknown): SearchProfile | null {
  const raw = snakeKeys(input);
  const userId = text(raw, "user_id");
  if (!userId) return null;
  const noticeTitleNo = text(raw, "title_no");
  return {
    userId,
    nick: text(raw, "user_nick") || userId,
    imageUrl: mediaUrl(first(raw, "img_file", "profile_image")),
    isFan: flag(raw, "fan_flag"),
    isSubscriber: flag(raw, "subs_flag"),
    fanCount: number(raw, "fan_count", "favorite_cnt") ?? 0,
    isFavourite: flag(raw, "favorite_flag"),
    stationTitle: text(raw, "station_title"),
    notice: text(raw, "notice"),
    noticeTitleNo: noticeTitleNo && noticeTitleNo !== "0" ? noticeTitleNo : null,
    medals: normaliseList(list(raw.medal ?? raw.medals), normaliseMedal),
    bornYear: number(raw, "born_year"),
    age: number(raw, "user_age"),
    viewCount: number(raw, "view_count"),
    broadTimeHours: number(raw, "total_broad_time"),
    careers: stringList(raw, "career_award"),
    qna: records(raw.qna)
      .map((item) => ({ q: text(item, "q"), a: text(item, "a") }))
      .filter((item) => item.q),
  };
}

function normaliseGame(input: unknown): GameProfile | null {
  const raw = snakeKeys(input);
  const name = text(raw, "title", "category_name");
  if (!name) return null;
  return {
    categoryNo: text(raw, "category_no"),
    name,
    imageUrl: mediaUrl(first(raw, "pc_image", "cate_img")),
    viewerCount: number(raw, "viewer", "view_cnt") ?? 0,
    fixedTags: stringList(raw, "fixed_tags"),
    categoryTags: stringList(raw, "category_tags"),
    isDrops: flag(raw, "is_drops"),
    lives: normaliseList(list(raw.bj), normaliseLive),
    stations: normaliseList(list(raw.stations), normaliseStreamer),
    events: records(raw.events)
      .map((event) => ({ title: text(event, "title"), link: text(event, "link"), startDate: text(event, "start_date"), endDate: text(event, "end_date") }))
      .filter((event) => event.title),
    series: records(raw.series)
      .map((series) => ({ title: text(series, "title"), imageUrl: mediaUrl(first(series, "pc_image")) }))
      .filter((series) => series.title),
  };
}

function normaliseTeam(input: unknown): EsportTeam {
  const raw = snakeKeys(input);
  return { name: text(raw, "name"), imageUrl: mediaUrl(first(raw, "image_default_url")), darkImageUrl: mediaUrl(first(raw, "image_dark_url")) };
}

function normaliseMatch(input: unknown, index: number): EsportMatch {
  const raw = snakeKeys(input);
  const time = text(raw, "vs_match_time");
  return {
    key: `${time}-${index}`,
    time: /\d{2}:\d{2}/.exec(time.slice(10))?.[0] ?? "",
    league: text(raw, "code_name"),
    season: text(raw, "season_desc"),
    seasonEng: text(raw, "season_desc_eng") || text(raw, "season_desc"),
    status: text(raw, "vs_status") || "0",
    titleNo: optionalText(raw, "title_no"),
    bbsNo: optionalText(raw, "bbs_no"),
    stationNo: optionalText(raw, "station_no"),
    broadNo: optionalText(raw, "broad_no"),
    bjId: optionalText(raw, "vs_bj_id"),
    vodUserId: optionalText(raw, "vod_user_id"),
    home: normaliseTeam(raw.vs_home_team_code_info),
    away: normaliseTeam(raw.vs_away_team_code_info),
    homeScore: number(raw, "vs_home_score") ?? 0,
    awayScore: number(raw, "vs_away_score") ?? 0,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function normaliseEsport(input: unknown): EsportSchedule | null {
  const raw = snakeKeys(input);
  const date = text(raw, "date");
  if (!DATE.test(date)) return null;
  const prev = text(raw, "prev_date");
  const next = text(raw, "next_date");
  const show = first(raw, "keyword_show");
  return {
    leagues: records(raw.menu)
      .map((item) => ({ name: text(item, "code_name"), nameEng: text(item, "code_name_eng") || text(item, "code_name") }))
      .filter((item) => item.name),
    matches: list(raw.list).map(normaliseMatch),
    date,
    prevDate: DATE.test(prev) ? prev : null,
    nextDate: DATE.test(next) ? next : null,
    show: show === undefined ? true : isOn(show as string) || show === "Y",
  };
}

/** Colours go into a style attribute: only plain hex colours are kept. */
const colour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : null);
/** Links from the upstream: site paths and http(s) only. */
const safeUrl = (value: string) => (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value) ? value : "");

function normaliseRecommend(input: unknown): RecommendItem | null {
  const raw = snakeKeys(input);
  const type = text(raw, "recommend_type").toUpperCase();
  if (type === "BJ") {
    const streamer = normaliseStreamer(raw);
    return streamer ? { kind: "streamer", streamer } : null;
  }
  const card = type === "LIVE" ? normaliseLive(raw) : normaliseVod(raw);
  return card ? { kind: "card", card, hot: text(raw, "hotclip_yn") === "Y" } : null;
}

/** The profile/theme answer; theme HTML is still raw here (the server sanitises it). */
export function normaliseProfileTheme(input: unknown): ProfileTheme {
  const top = snakeKeys(input);
  const raw = snakeKeys(top.data ?? input);
  const ad = snakeKeys(raw.advertisement);
  const adImage = mediaUrl(first(ad, "image"));
  const adUrl = safeUrl(text(ad, "url"));
  const themes: ThemeBlock[] = records(raw.theme)
    .map((theme) => ({ html: text(theme, "html"), backgroundColor: colour(text(theme, "background_color")), isTop: flag(theme, "is_top") }))
    .filter((theme) => theme.html);
  const shortcuts: ThemeShortcut[] = records(raw.theme_shortcuts)
    .map((entry) => snakeKeys(entry.link ?? entry))
    .map((link) => ({
      title: text(link, "title"),
      url: safeUrl(text(link, "url")),
      buttons: records(link.buttons)
        .map((button) => ({ title: text(button, "title"), url: safeUrl(text(button, "url")) }))
        .filter((button) => button.title && button.url),
    }))
    .filter((entry) => entry.title && entry.url);
  const themeVods = records(raw.theme_vod)
    .map((entry) => ({ nick: text(entry, "search_nick"), cards: normaliseList(list(entry.contents), (item) => normaliseVod(item)) }))
    .filter((entry) => entry.nick && entry.cards.length);
  const related = normaliseList(list(raw.related_bj), normaliseStreamer);
  return {
    ad: adImage && adUrl ? ({ backgroundColor: colour(text(ad, "background_color")), imageUrl: adImage, url: adUrl } satisfies SearchAd) : null,
    recommend: normaliseList(list(raw.recommend_contents), normaliseRecommend),
    homonyms: normaliseList(list(raw.homonym), normaliseStreamer),
    game: normaliseList(list(raw.game_profile), normaliseGame)[0] ?? null,
    esport: normaliseList(list(raw.esport), normaliseEsport)[0] ?? null,
    profile: normaliseList(list(raw.profile), normaliseProfile)[0] ?? null,
    latestVods: normaliseList(list(raw.latest_vod), (item) => normaliseVod(item)),
    relatedStreamers: related.length ? related : normaliseList(list(raw.recommend_bj), normaliseStreamer),
    themes,
    shortcuts,
    themeVods,
  };
}

/** Related words: relatedSearchTerms {data: [{d}]}, or the list itself. */
export function normaliseRelatedKeywords(input: unknown): string[] {
  const top = snakeKeys(input);
  const terms = top.related_search_terms ?? snakeKeys(top.data).related_search_terms ?? top.data;
  const items = Array.isArray(terms) ? terms : list(snakeKeys(terms).data);
  const words = items.map((item) => (typeof item === "string" ? item : text(snakeKeys(item), "d"))).filter(Boolean);
  return [...new Set(words)];
}

export function normaliseTagTrend(input: unknown): TagTrendItem[] {
  const top = snakeKeys(input);
  const rank = top.rank ?? snakeKeys(top.data).rank;
  return records(rank)
    .map((item) => ({ tag: text(item, "key", "tag"), count: number(item, "count") ?? 0 }))
    .filter((item) => item.tag);
}

/** Cards of a list, skipping unusable items. */
export const liveCards = (items: unknown[]): BroadcastCard[] => normaliseList(items, normaliseLive);
export const vodCards = (items: unknown[]): BroadcastCard[] => normaliseList(items, (item) => normaliseVod(item));
