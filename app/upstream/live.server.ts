// The live listings' calls (000 §7.1, §7.3, §7.5): the live list (main_broad_list_api.php, paged by 60
// with isMore = page < ceil(totalCnt / 60)), poster categories of a group, the static main info's
// group and text banners, the sports schedule and the star ranking. Failures give empty defaults.
import { z } from "zod";
import { type BroadcastCard, excludeHidden } from "~/domain/cards";
import { fillPages, liveIsMore, PAGE_SIZE } from "~/domain/paging";
import {
  type BannerKey,
  type GroupBanner,
  type LiveGroupType,
  type LiveSort,
  liveListQuery,
  type PosterCategory,
  type SportsGame,
  STAR_RANK_COUNT,
  type StarRank,
  type TextBanner,
} from "~/domain/live";
import { normaliseList } from "~/normalise/cards";
import { normaliseLive, withAvatar } from "./avatars.server";
import { normaliseGroupBanner, normalisePoster, normaliseSportsGame, normaliseStarRank, normaliseTextBanner, starRankFavourites } from "~/normalise/live";
import { snakeKeys } from "~/normalise/fields";
import { isFavourite } from "./cards.server";
import { type CallContext, orDefault, upstreamFetch } from "./http.server";
import { derivedOnce } from "./kept-answers.server";
import { looseArray, numberish } from "./schema.server";

const item = z.object({}).passthrough();

/** Static .js lists may be plain JSON or JSON assigned to a variable ('var x = {...};'). */
export function parseScriptJson(text: string): unknown {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (body.startsWith("{") || body.startsWith("[")) return JSON.parse(body);
  const start = body.search(/[[{]/);
  const end = Math.max(body.lastIndexOf("}"), body.lastIndexOf("]"));
  if (start === -1 || end <= start) throw new SyntaxError("no JSON in script");
  return JSON.parse(body.slice(start, end + 1));
}

const LiveListAnswer = z
  .object({
    total_cnt: z.union([numberish, z.literal("")]).optional(),
    totalCnt: z.union([numberish, z.literal("")]).optional(),
    broad: looseArray(item),
  })
  .passthrough();

export type LiveListQuery = {
  group: LiveGroupType | "all";
  categoryNo: string | null;
  sort: LiveSort;
  pages: number;
  /** The first page of the view (pageWindow); 1 by default. */
  first?: number;
  /** Adult viewers get adult broadcasts in a category list (szActionType 3), others not (2). */
  adult: boolean;
  hidden: ReadonlySet<string>;
  keepKey: string | null;
};

const liveListCards = (answer: z.output<typeof LiveListAnswer>) => normaliseList(answer.broad, normaliseLive);

export async function getLiveList(ctx: CallContext, query: LiveListQuery): Promise<{ cards: BroadcastCard[]; isMore: boolean }> {
  const { items, isMore } = await fillPages<BroadcastCard>({
    pages: query.pages,
    first: query.first,
    pageSize: PAGE_SIZE.live,
    keyOf: (card) => card.key,
    keep: (card) => excludeHidden([card], query.hidden, query.keepKey).length > 0,
    fetchPage: async (page) => {
      const result = await upstreamFetch(ctx, "live", "/api/main_broad_list_api.php", {
        query: liveListQuery({ ...query, page }),
        schema: LiveListAnswer,
        keep: true,
        cacheBuster: "_",
      });
      const answer = orDefault(result, null);
      const total = answer?.total_cnt ?? answer?.totalCnt ?? 0;
      return { items: answer ? derivedOnce(answer, liveListCards) : [], more: liveIsMore(page, total === "" ? 0 : total) };
    },
  });
  return { cards: items, isMore };
}

const DataListAnswer = z.object({ data: looseArray(item) }).passthrough();

export async function getPosterCategories(ctx: CallContext, type: LiveGroupType): Promise<PosterCategory[]> {
  const result = await upstreamFetch(ctx, "static", `/main/main_${type}category_viewer.js`, { schema: DataListAnswer, parse: parseScriptJson });
  return normaliseList(orDefault(result, null)?.data, normalisePoster);
}

export type GroupStatics = { banners: Partial<Record<BannerKey, GroupBanner[]>>; textBanners: TextBanner[] };

const BANNER_KEYS: BannerKey[] = ["game", "sport", "virtual", "music", "pet", "hobby", "art"];

/**
 * Group and text banners from the static main info (static_list.js, 000 §7.1): {key}BannerResult (1 =
 * shown) with {key}BannerData[], and sportTextBannerResult with sportTextBannerData[].
 */
export async function getGroupStatics(ctx: CallContext): Promise<GroupStatics> {
  const result = await upstreamFetch(ctx, "static", "/main/static_list.js", {
    query: { _: Date.now() },
    schema: z.object({}).passthrough(),
    parse: parseScriptJson,
  });
  const raw = snakeKeys(orDefault(result, {}));
  const shown = (name: string) => Number(raw[`${name}_result`] ?? 0) === 1;
  const list = (name: string) => (Array.isArray(raw[`${name}_data`]) ? (raw[`${name}_data`] as unknown[]) : []);
  const banners: GroupStatics["banners"] = {};
  for (const key of BANNER_KEYS) if (shown(`${key}_banner`)) banners[key] = normaliseList(list(`${key}_banner`), normaliseGroupBanner);
  return { banners, textBanners: shown("sport_text_banner") ? normaliseList(list("sport_text_banner"), normaliseTextBanner) : [] };
}

export async function getSportsSchedule(ctx: CallContext): Promise<SportsGame[]> {
  const result = await upstreamFetch(ctx, "search", "/api.php", {
    query: { work: "get_schedule_list", code_list: "ALL", live_score: "true" },
    schema: DataListAnswer,
  });
  return normaliseList(orDefault(result, null)?.data, normaliseSportsGame);
}

/** The star ranking and the streamers among it the viewer follows (star rank failure = empty, §8). */
export async function getStarRank(ctx: CallContext, signedIn: boolean): Promise<{ rank: StarRank<BroadcastCard>; favourites: string[] }> {
  const result = await upstreamFetch(ctx, "live", "/api/star_rank.php", {
    form: { szWork: "getStarRank", nCount: STAR_RANK_COUNT },
    schema: z.object({}).passthrough(),
  });
  const raw = orDefault(result, {});
  const ranked = normaliseStarRank(raw);
  // The ranking's items carry no avatar field either.
  const avatars = (cards: BroadcastCard[]) => cards.map((card) => withAvatar(card) ?? card);
  const rank = { best: avatars(ranked.best), themes: ranked.themes.map((theme) => ({ ...theme, items: avatars(theme.items) })) };
  if (!signedIn) return { rank, favourites: [] };
  const flagged = starRankFavourites(raw);
  if (flagged.known) return { rank, favourites: flagged.ids };
  // The answer did not say: ask per streamer.
  const ids = [...new Set([...rank.best, ...rank.themes.flatMap((theme) => theme.items)].map((card) => card.userId))];
  const checks = await Promise.all(ids.map(async (id) => ((await isFavourite(ctx, id)) ? id : null)));
  return { rank, favourites: checks.filter((id): id is string => id !== null) };
}
