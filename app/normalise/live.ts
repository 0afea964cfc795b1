// Raw live-page answers → domain (000 §3.6–3.8, §3.10): poster categories, group and text banners,
// sports games and the star ranking. Live cards come from the card family's normaliseLive.
import { padCategoryNo } from "~/domain/category";
import type { GroupBanner, PosterCategory, RankChanges, SportsGame, StarRank, TextBanner } from "~/domain/live";
import type { BroadcastCard } from "~/domain/cards";
import { normaliseLive } from "./cards";
import { date, first, flag, number, optionalText, snakeKeys, text } from "./fields";
import { mediaUrl } from "~/domain/media";

export function normalisePoster(input: unknown): PosterCategory | null {
  const raw = snakeKeys(input);
  const categoryNo = padCategoryNo(text(raw, "broad_cate_no", "category_no", "cate_no"));
  const name = text(raw, "cate_name", "category_name");
  if (!categoryNo || !name) return null;
  return {
    categoryNo,
    name,
    imageUrl: mediaUrl(first(raw, "cate_pc_img", "cate_img", "pc_img")),
    viewers: number(raw, "viewer", "view_cnt") ?? 0,
    isAdult: flag(raw, "is_adult"),
  };
}

/** Links from the upstream must be web links; anything else (javascript:, data:) is dropped. */
const webLink = (value: string) => (/^(https?:)?\/\//i.test(value) || value.startsWith("/") ? value : null);

export function normaliseGroupBanner(input: unknown): GroupBanner | null {
  const raw = snakeKeys(input);
  const imageUrl = mediaUrl(first(raw, "image_path", "img_path", "image"));
  const link = webLink(text(raw, "link", "link_url"));
  if (!imageUrl || !link) return null;
  const bg = text(raw, "bg_color", "background_color");
  return { link, imageUrl, bgColor: /^#?[0-9a-f]{3,8}$/i.test(bg) ? (bg.startsWith("#") ? bg : `#${bg}`) : null, newWindow: text(raw, "target") === "Y" };
}

export function normaliseTextBanner(input: unknown): TextBanner | null {
  const raw = snakeKeys(input);
  const title = text(raw, "title");
  const linkUrl = webLink(text(raw, "link_url", "link"));
  if (!title || !linkUrl) return null;
  return { no: text(raw, "no", "idx") || title, linkUrl, title };
}

const score = (raw: Record<string, unknown>, name: string) => number(raw, name);

export function normaliseSportsGame(input: unknown): SportsGame | null {
  const raw = snakeKeys(input);
  const home = text(raw, "vs_home_team_code_name", "vs_home_team_name");
  const away = text(raw, "vs_away_team_code_name", "vs_away_team_name");
  const content = text(raw, "vs_content");
  if ((!home || !away) && !content) return null;
  return {
    codeName: text(raw, "code_name"),
    liveState: text(raw, "live_state").toUpperCase(),
    liveGState: text(raw, "live_g_state", "live_gstate").toUpperCase(),
    vsStatus: number(raw, "vs_status") ?? 0,
    vsMatchTime: date(raw, "vs_match_time"),
    vsBjId: text(raw, "vs_bj_id"),
    broadNo: optionalText(raw, "broad_no", "vs_broad_no"),
    reviewTitleNo: optionalText(raw, "review_title_no"),
    hlTitleNo: optionalText(raw, "hl_title_no"),
    liveHomeScore: score(raw, "live_home_score"),
    liveAwayScore: score(raw, "live_away_score"),
    vsHomeScore: score(raw, "vs_home_score"),
    vsAwayScore: score(raw, "vs_away_score"),
    vsCode: text(raw, "vs_code"),
    home: { name: home, imageUrl: mediaUrl(first(raw, "vs_home_team_pc_image_url1", "vs_home_team_pc_image_url")) },
    away: { name: away, imageUrl: mediaUrl(first(raw, "vs_away_team_pc_image_url1", "vs_away_team_pc_image_url")) },
    original: flag(raw, "original"),
    vsContent: content,
  };
}

/** A star ranking item is a live list item whose thumbnail is sn_url (000 §3.10). */
function rankCard(input: unknown): BroadcastCard | null {
  const raw = snakeKeys(input);
  return normaliseLive({ ...raw, broad_title: first(raw, "broad_title", "title"), broad_thumb: first(raw, "broad_thumb", "sn_url") });
}

/**
 * A ranked item's move since the ranking before (issue 72; star_rank.php's shape is not recorded, upstream-shapes §9):
 * `rank_change` (signed: +2 up two places, -1 down one), else `prev_rank` (the place it had) against its place in
 * the list now. Null when neither is given, or it did not move.
 */
export function rankChange(raw: Record<string, unknown>, place: number): number | null {
  const signed = /^\s*([+-]?\d+)\s*$/.exec(String(first(raw, "rank_change") ?? ""));
  if (signed) return Number(signed[1]) || null;
  const previous = number(raw, "prev_rank");
  return previous !== null && previous > 0 ? previous - place || null : null;
}

/** A ranked list's cards and their moves (a card's place is its place in the answer, counted from 1). */
function rankList(value: unknown): { items: BroadcastCard[]; changes: RankChanges } {
  const items: BroadcastCard[] = [];
  const changes: RankChanges = {};
  (Array.isArray(value) ? value : []).forEach((entry, index) => {
    const card = rankCard(entry);
    if (!card) return;
    items.push(card);
    const change = rankChange(snakeKeys(entry), index + 1);
    if (change !== null) changes[card.key] = change;
  });
  return { items, changes };
}

export function normaliseStarRank(input: unknown): StarRank<BroadcastCard> {
  const raw = snakeKeys(input);
  const best = rankList(raw.best_data);
  return {
    best: best.items,
    bestChanges: best.changes,
    themes: (Array.isArray(raw.theme_data) ? raw.theme_data : [])
      .map((theme) => {
        const item = snakeKeys(theme);
        return {
          title: text(item, "title"),
          detail: text(item, "detail"),
          rankCode: text(item, "rank_code") || text(item, "title"),
          ...rankList(item.rank_list),
        };
      })
      .filter((theme) => theme.title && theme.items.length > 0),
  };
}

/** Streamers the viewer already follows, when the ranking says so (favorite_flag / is_favorite). */
export function starRankFavourites(input: unknown): { known: boolean; ids: string[] } {
  const raw = snakeKeys(input);
  const items = [raw.best_data, ...(Array.isArray(raw.theme_data) ? raw.theme_data.map((theme) => snakeKeys(theme).rank_list) : [])]
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .map(snakeKeys);
  const known = items.some((item) => "favorite_flag" in item || "is_favorite" in item);
  return { known, ids: [...new Set(items.filter((item) => flag(item, "favorite_flag", "is_favorite")).map((item) => text(item, "user_id")))] };
}
