// The home page's upstream calls (000 §7.1, §7.2): the static lists, the admin and prefer sections, the
// prefer lists, the top banners and their alarms, the preview player's status and the event log. Every
// call fails quietly to the spec's empty default for its own section; the page is put together from them
// in routes/_index/home-sections.server.ts.
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import { type AlarmState, isPreviewable, type PopularSectionConfig, type PreferSectionEntry, type TopBanner } from "~/domain/home";
import { normaliseCategory, normaliseCinety, normaliseList } from "~/normalise/cards";
import { normaliseLive, normaliseVod } from "./avatars.server";
import { snakeKeys } from "~/normalise/fields";
import { normalisePopularSection, normalisePreferSection, normaliseTopBanner } from "~/normalise/home";
import { cached, LIVE_LIST_CACHE, type CachePolicy } from "./cache.server";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";
import { derivedOnce, normalisedOnce } from "./kept-answers.server";
import { looseArray, numberOr, stringish } from "./schema.server";

/** Accepts the spec's camelCase as well as the upstream's snake_case at the top of an answer. */
const snake = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => snakeKeys(value), schema);
const items = looseArray(z.unknown());
const resultOk = numberOr(0).refine((value) => value === 1, "result is not 1");

/** Lists that are the same for everyone (static files, admin settings) come from the shared cache (the live
 * list for a shorter time: LIVE_LIST_CACHE). */
const SHARED_CACHE: CachePolicy = { ttlMs: 60_000, staleMs: 10 * 60_000 };

/** A shared list from the cache; its upstream's failure (null) is never cached and ends as the empty default. */
async function sharedList<T>(key: string, policy: CachePolicy, load: () => Promise<T[] | null>): Promise<T[]> {
  return (await cached(key, policy, async () => (await load()) ?? undefined)) ?? [];
}

// --- Static host ---

const LiveListSchema = snake(z.object({ total_cnt: numberOr(0), broad: items }).passthrough());

/** The popular live list (top 80); the _with_adult file for viewers of 19 and over. */
export async function getPopularLives(ctx: CallContext, withAdult: boolean): Promise<BroadcastCard[]> {
  const file = withAdult ? "main_broad_list_with_adult_json.js" : "main_broad_list_json.js";
  return sharedList(`home:${file}`, LIVE_LIST_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "static", `/pc/ko_KR/${file}`, { query: { [Date.now()]: "" }, schema: LiveListSchema }), null);
    return answer && normaliseList(answer.broad, normaliseLive);
  });
}

const CategoryListSchema = snake(z.object({ data: items }).passthrough());
export async function getCategories(ctx: CallContext): Promise<CategoryTile[]> {
  return sharedList("home:categories", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "static", "/main/main_category_ko_KR.js", { schema: CategoryListSchema }), null);
    return answer && normaliseList(answer.data, normaliseCategory);
  });
}

// --- Live host: sections, lists, prefer calls (paths of the prefer and admin calls are not in the spec) ---

const DataListSchema = snake(z.object({ result: resultOk, data: items }).passthrough());
const NestedListSchema = snake(
  z.object({ result: resultOk, data: z.preprocess((value) => snakeKeys(value), z.object({ list: items }).passthrough()) }).passthrough(),
);

/** The cards an admin section carries inline (curated sections), by its content type. */
function sectionCards(contentType: PopularSectionConfig["contentType"], raw: unknown[]): BroadcastCard[] {
  switch (contentType) {
    case "LIVE":
      return normaliseList(raw, normaliseLive);
    case "CATCH":
      return normaliseList(raw, (item) => normaliseVod(item, "catch"));
    case "STORY":
      return normaliseList(raw, (item) => normaliseVod(item, "story"));
    case "CINETY":
      return normaliseList(raw, normaliseCinety);
    default:
      return normaliseList(raw, normaliseVod);
  }
}

/** Admin sections with their inline cards, normalised once per cache fill rather than on every render. */
export async function getPopularSections(ctx: CallContext): Promise<Array<{ config: PopularSectionConfig; cards: BroadcastCard[] | null }>> {
  return sharedList("home:popular-sections", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/main/mainSectionController.php", { schema: DataListSchema }), null);
    return (
      answer &&
      normaliseList(answer.data, normalisePopularSection).map(({ config, list }) => ({ config, cards: list && sectionCards(config.contentType, list) }))
    );
  });
}

export async function getPopularCatch(ctx: CallContext): Promise<BroadcastCard[]> {
  return sharedList("home:popular-catch", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/main/popularCatchController.php", { schema: NestedListSchema }), null);
    return answer && normaliseList(answer.data.list, (item) => normaliseVod(item, "catch"));
  });
}

export async function getPreferSections(ctx: CallContext): Promise<PreferSectionEntry[]> {
  return sharedList("home:prefer-sections", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/myplus/preferSectionController.php", { schema: DataListSchema }), null);
    return answer && normaliseList(answer.data, normalisePreferSection);
  });
}

const PreferLiveVodSchema = snake(
  z
    .object({
      result: resultOk,
      data: z.preprocess(
        (value) => snakeKeys(value),
        z
          .object({
            next_relation_type: stringish.optional(),
            live_cnt: numberOr(0),
            live_list: items,
            vod_cnt: numberOr(0),
            vod_list: items,
            top_live_list: items,
          })
          .passthrough(),
      ),
    })
    .passthrough(),
);
export const PREFER_PAGE = { live: 60, vod: 120 } as const;
export type PreferLiveVod = {
  nextRelationType: string | null;
  lives: BroadcastCard[];
  liveCount: number;
  vods: BroadcastCard[];
  vodCount: number;
  topLives: BroadcastCard[];
};

/** The prefer live and VOD lists, one page of each (60 / 120), with the next relation cursor. */
export async function getPreferLiveVod(ctx: CallContext, relationType: string, pageNo: number): Promise<PreferLiveVod | null> {
  const answer = orDefault(
    await upstreamFetch(ctx, "live", "/api/myplus/preferLiveVodController.php", {
      query: { szRelationType: relationType, nPageNo: pageNo },
      schema: PreferLiveVodSchema,
      keep: true,
    }),
    null,
  );
  return answer && derivedOnce(answer, preferLiveVod);
}

function preferLiveVod({ data }: z.output<typeof PreferLiveVodSchema>): PreferLiveVod {
  return {
    nextRelationType: data.next_relation_type ?? null,
    lives: normaliseList(data.live_list, normaliseLive),
    liveCount: data.live_cnt,
    vods: normaliseList(data.vod_list, normaliseVod),
    vodCount: data.vod_cnt,
    topLives: normaliseList(data.top_live_list, normaliseLive),
  };
}

const normaliseCatch = (item: unknown) => normaliseVod(item, "catch");
const normaliseStory = (item: unknown) => normaliseVod(item, "story");

export async function getPreferCatch(ctx: CallContext): Promise<BroadcastCard[]> {
  const answer = orDefault(await upstreamFetch(ctx, "live", "/api/myplus/preferCatchController.php", { schema: NestedListSchema, keep: true }), null);
  return normalisedOnce(answer?.data.list, normaliseCatch);
}

const StorySchema = snake(
  z
    .object({
      result: resultOk,
      data: z.preprocess((value) => snakeKeys(value), z.object({ unick: z.string().default(""), title: z.string().default(""), list: items }).passthrough()),
    })
    .passthrough(),
);
export async function getPreferStories(ctx: CallContext): Promise<{ nick: string; title: string; cards: BroadcastCard[] }> {
  const answer = orDefault(await upstreamFetch(ctx, "live", "/api/myplus/preferStoryController.php", { schema: StorySchema, keep: true }), null);
  return { nick: answer?.data.unick ?? "", title: answer?.data.title ?? "", cards: normalisedOnce(answer?.data.list, normaliseStory) };
}

const CategoryNosSchema = snake(z.object({ result: resultOk, data: looseArray(stringish) }).passthrough());
/** The viewer's preferred category numbers, in order: for the prefer section, or (live) the popular order. */
export async function getPreferCategoryNos(ctx: CallContext, which: "section" | "live"): Promise<string[]> {
  const path = which === "section" ? "/api/myplus/preferCategoryController.php" : "/api/myplus/preferLiveCateNoController.php";
  const answer = orDefault(
    await upstreamFetch(ctx, "live", path, { query: which === "section" ? { type: "live" } : undefined, schema: CategoryNosSchema, keep: true }),
    null,
  );
  return (answer?.data ?? []).map((categoryNo) => categoryNo.padStart(8, "0"));
}

// --- Top banners and broadcast alarms (000 §4.4) ---

export async function getTopBanners(ctx: CallContext): Promise<TopBanner[]> {
  return sharedList("home:top-banners", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/main/topBannerController.php", { schema: DataListSchema }), null);
    return answer && normaliseList(answer.data, normaliseTopBanner);
  });
}

const ALARM_PATH = "/api/main/topBannerAlarmController.php";
const AlarmSchema = snake(
  z
    .object({
      result: numberOr(0),
      data: z
        .preprocess(
          (value) => snakeKeys(value),
          z.object({ is_exist: z.unknown().optional(), message: z.string().nullish(), code: numberOr(0).optional() }).passthrough(),
        )
        .optional(),
    })
    .passthrough(),
);

export async function checkAlarm(ctx: CallContext, alarmIdx: string): Promise<AlarmState> {
  const answer = orDefault(
    await upstreamFetch(ctx, "live", ALARM_PATH, { form: { szWork: "check", alarm_idx: alarmIdx }, schema: AlarmSchema, keep: true }),
    null,
  );
  const exists = answer?.data?.is_exist;
  return exists === true || exists === 1 || exists === "Y" || exists === "1" ? "reserved" : "none";
}

export async function changeAlarm(ctx: CallContext, alarmIdx: string, work: "set" | "delete"): Promise<{ ok: boolean; message: string | null }> {
  const result = await upstreamFetch(ctx, "live", ALARM_PATH, {
    form: { szWork: work, alarm_idx: alarmIdx, ...(work === "set" ? { platform: "pc" } : {}) },
    schema: AlarmSchema,
  });
  if (!result.ok) return { ok: false, message: null };
  return { ok: result.data.result === 1, message: result.data.data?.message || null };
}

// --- Preview player (000 §2.4, §4.11) ---

const PlayerSchema = z
  .object({
    CHANNEL: z
      .object({
        RESULT: numberOr(0),
        BPWD: z.unknown().optional(),
        GRADE: numberOr(0).optional(),
        BTYPE: numberOr(0).optional(),
        SUBSCRIPTION_ONLY: numberOr(0).optional(),
        CATE: stringish.optional(),
        VIEWER: numberOr(0).optional(),
        PREVIEW_URL: z.string().optional(),
      })
      .passthrough(),
  })
  .passthrough();

export type PreviewStatus = { broadNo: string; status: "OK"; url: string; viewCount: number | null } | { broadNo: string; status: "STATUS_ERROR" };

/** Asks the player API whether a broadcast can still be previewed (it may have ended or changed). */
export async function getPreviewStatus(ctx: CallContext, broadNo: string, userId: string): Promise<PreviewStatus> {
  const answer = orDefault(
    await upstreamFetch(ctx, "live", "/api/player_live_api.php", {
      form: { bid: userId, bno: broadNo, type: "live", player_type: "preview" },
      schema: PlayerSchema,
    }),
    null,
  );
  const channel = answer?.CHANNEL;
  const card = channel
    ? normaliseLive({
        broad_no: broadNo,
        user_id: userId,
        is_password: channel.BPWD,
        broad_grade: channel.GRADE,
        broad_type: channel.BTYPE,
        subscription_only: channel.SUBSCRIPTION_ONLY,
        broad_cate_no: channel.CATE,
      })
    : null;
  if (!channel || channel.RESULT !== 1 || !channel.PREVIEW_URL || !card || !isPreviewable(card)) return { broadNo, status: "STATUS_ERROR" };
  return { broadNo, status: "OK", url: channel.PREVIEW_URL, viewCount: channel.VIEWER ?? null };
}

// --- Event log (000 §7.1, §7.6) ---

export function sendEventLog(ctx: CallContext, form: Record<string, string>): Promise<unknown> {
  return upstreamFetch(ctx, "live", "/set_log_api.php", { form, schema: z.unknown(), timeoutMs: 5000 });
}
