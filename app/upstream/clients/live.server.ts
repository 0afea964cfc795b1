// The live host's calls (000 §7.1–7.3, §7.5): the live list (main_broad_list_api.php, paged by 60 with isMore
// = page < ceil(totalCnt / 60)), the admin and prefer sections of the home page with the prefer lists, the top
// banners and their alarms, the preview player's status, the event log, the star ranking, the explore menus,
// the hidden-streamer list and card actions (hide, not-recommend), and the popups. Every read fails quietly
// to the spec's empty default for its own section.
import type { ContentsFilters, ContentsPage, ContentType as DirectoryContentType, CategoryMenu } from "~/domain/directory";
import { contentsNormaliser, normaliseMenu } from "~/normalise/directory";
import { z } from "zod";
import { type BroadcastCard, type ContentType, excludeHidden } from "~/domain/cards";
import { type AlarmState, isPreviewable, type PopularSectionConfig, type PreferSectionEntry, type TopBanner } from "~/domain/home";
import { type LiveGroupType, liveListQuery, type LiveSort, STAR_RANK_COUNT, type StarRank } from "~/domain/live";
import { fillPages, liveIsMore, PAGE_SIZE } from "~/domain/paging";
import { type Popup, type PopupView, shownPopups } from "~/domain/promotions";
import { normaliseLive, normaliseVod, withAvatar } from "~/normalise/avatars.server";
import { normaliseCinety, normaliseList } from "~/normalise/cards";
import { snakeKeys } from "~/normalise/fields";
import { normalisePopularSection, normalisePreferSection, normaliseTopBanner } from "~/normalise/home";
import { normaliseStarRank, starRankFavourites } from "~/normalise/live";
import { normalisePopup } from "~/normalise/promotions";
import { cached, type CachePolicy, SHARED_CACHE, sharedList } from "../cache.server";
import { derivedOnce, normalisedOnce } from "../kept-answers.server";
import { orDefault, upstreamFetch } from "../policy.server";
import { type ActionAnswer, answerOf, ListAnswer, listIsMore, looseArray, numberish, numberOr, ResultMessageSchema, snake, stringish } from "../schema.server";
import type { CallContext } from "../transport.server";

const item = z.object({}).passthrough();

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

/** Every broadcast on air (the live events' reader, features/live-events): page 1, then the rest at once; kept answers
 * like any list's. `total` is what page 1 counts (null when a page failed), `pages` the calls made. */
export async function getAllLives(ctx: CallContext, maxPages: number): Promise<{ cards: BroadcastCard[]; total: number | null; pages: number }> {
  const page = async (pageNo: number) => {
    // By start: a count that moves between two pages' reads moves no broadcast to another page.
    const query = liveListQuery({ group: "all", categoryNo: null, sort: "broad_start", page: pageNo, adult: true });
    const result = await upstreamFetch(ctx, "live", "/api/main_broad_list_api.php", { query, schema: LiveListAnswer, keep: true, cacheBuster: "_" });
    if (!result.ok) return null;
    const total = result.data.total_cnt ?? result.data.totalCnt ?? 0;
    return { cards: derivedOnce(result.data, liveListCards), total: total === "" ? 0 : total };
  };
  const first = await page(1);
  if (!first) return { cards: [], total: null, pages: 1 };
  const count = Math.min(maxPages, Math.ceil(first.total / PAGE_SIZE.live));
  const rest = await Promise.all(Array.from({ length: Math.max(0, count - 1) }, (_, index) => page(index + 2)));
  const cards = [first, ...rest].flatMap((answer) => answer?.cards ?? []);
  return { cards, total: rest.every(Boolean) ? first.total : null, pages: Math.max(1, count) };
}

/** The star ranking, and the streamers among it the viewer follows where the answer flags them (null when a
 * member's answer does not say: the page asks per streamer). Star rank failure = empty, §8. */
export async function getStarRank(ctx: CallContext, signedIn: boolean): Promise<{ rank: StarRank<BroadcastCard>; favourites: string[] | null }> {
  const result = await upstreamFetch(ctx, "live", "/api/star_rank.php", {
    form: { szWork: "getStarRank", nCount: STAR_RANK_COUNT },
    schema: z.object({}).passthrough(),
  });
  const raw = orDefault(result, {});
  const ranked = normaliseStarRank(raw);
  // The ranking's items carry no avatar field either.
  const avatars = (cards: BroadcastCard[]) => cards.map((card) => withAvatar(card) ?? card);
  const rank = { ...ranked, best: avatars(ranked.best), themes: ranked.themes.map((theme) => ({ ...theme, items: avatars(theme.items) })) };
  if (!signedIn) return { rank, favourites: [] };
  const flagged = starRankFavourites(raw);
  return { rank, favourites: flagged.known ? flagged.ids : null };
}

const items = looseArray(z.unknown());
const resultOk = numberOr(0).refine((value) => value === 1, "result is not 1");

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

/** The id field the upstream wants for a card: broad_no, title_no or story_idx. */
function contentId(card: CardRef): Record<string, string> {
  if (card.type === "LIVE") return { broad_no: card.id };
  if (card.type === "CATCHSTORY") return { story_idx: card.id };
  return { title_no: card.id };
}

/** The fields of a card that every hide / not-recommend call sends; each call adds its own. */
function cardFields(card: CardRef, szWork: "add" | "delete"): Record<string, string> {
  return { szWork, bj_id: card.bjId, type: card.type, list_data_type: card.listDataType, namespace: card.namespace, key: card.key, ...contentId(card) };
}

/** What the hide / not-recommend calls need to know about a card. */
export type CardRef = {
  type: ContentType;
  id: string;
  bjId: string;
  bjNick: string;
  listDataType: string;
  location: string;
  /** 'prflivod' for the home prefer mode (myplus), else ''. */
  namespace: string;
  key: string;
  score?: string;
};

const HIDDEN_PATH = "/api/hiddenbj/hiddenbjController.php";
export async function hideStreamer(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", HIDDEN_PATH, {
      form: { ...cardFields(card, "add"), bj_nick: card.bjNick, location: card.location, os: "pc" },
      schema: ResultMessageSchema,
    }),
  );
}

export async function unhideStreamer(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", HIDDEN_PATH, {
      form: { ...cardFields(card, "delete"), location: card.location },
      schema: ResultMessageSchema,
    }),
  );
}

const NOT_RECOMMEND_PATH = "/api/myplus/notRecommendController.php";

/** Not-recommend answers, in recommendation lists, with replacements (addInfo, 000 §4.3). */
export async function notRecommend(ctx: CallContext, card: CardRef): Promise<ActionAnswer & { addInfo: unknown[] }> {
  const result = await upstreamFetch(ctx, "live", NOT_RECOMMEND_PATH, {
    form: { ...cardFields(card, "add"), bj_nick: card.bjNick, os: "pc" },
    schema: ResultMessageSchema,
  });
  const addInfo = result.ok ? (result.data.add_info ?? result.data.addInfo) : null;
  return { ...answerOf(result), addInfo: Array.isArray(addInfo) ? addInfo : [] };
}

export async function undoNotRecommend(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", NOT_RECOMMEND_PATH, {
      form: { ...cardFields(card, "delete"), bj_nick: card.bjNick, os: "pc", score: card.score ?? "" },
      schema: ResultMessageSchema,
    }),
  );
}

const HiddenListSchema = z
  .object({
    RESULT: numberish.optional(),
    result: numberish.optional(),
    DATA: z.array(z.union([stringish, z.object({ bj_id: stringish }).passthrough()])).optional(),
    data: z.array(z.union([stringish, z.object({ bj_id: stringish }).passthrough()])).optional(),
  })
  .passthrough();

/** Ids of the streamers this viewer hid; empty for guests and when the call fails (lists go unfiltered). */
export async function getHiddenStreamers(ctx: CallContext, signedIn: boolean): Promise<Set<string>> {
  if (!signedIn) return new Set();
  const answer = orDefault(await upstreamFetch(ctx, "live", HIDDEN_PATH, { query: { szWork: "list" }, schema: HiddenListSchema, keep: true }), null);
  const items = answer?.DATA ?? answer?.data ?? [];
  return new Set(items.map((item) => (typeof item === "string" ? item : item.bj_id)));
}

/** Menus and category pages are the same for everyone and change slowly (docs/running.md, upstream failures: shared-list cache). */
const MENU_CACHE: CachePolicy = { ttlMs: 60_000, staleMs: 10 * 60_000 };

export async function getMenus(ctx: CallContext): Promise<CategoryMenu[]> {
  const schema = z
    .object({
      data: z
        .object({ list: looseArray(item) })
        .passthrough()
        .nullish(),
    })
    .passthrough();
  const menus = await cached("directory:menus", MENU_CACHE, async () => {
    const result = await upstreamFetch(ctx, "live", "/api/explore/get_menu_list.php", { schema });
    return result.ok ? normaliseList(result.data.data?.list, normaliseMenu) : undefined;
  });
  return menus ?? [];
}

const PopupListSchema = z.object({ data: looseArray(z.unknown()) }).passthrough();
/** One page of an admin menu's contents (get_contents_list.php); `filters`: the list's type, size, order and filters. */
export async function getMenuContentsPage(
  ctx: CallContext,
  menuId: string,
  page: number,
  type: DirectoryContentType,
  filters: ContentsFilters,
): Promise<ContentsPage> {
  const result = await upstreamFetch(ctx, "live", "/api/explore/get_contents_list.php", {
    query: { szMenuId: menuId, nPageNo: page, ...filters },
    schema: ListAnswer,
    keep: true,
  });
  const data = orDefault(result, null)?.data;
  return { items: normalisedOnce(data?.list, contentsNormaliser(type)), more: listIsMore(data) };
}

/** Every configured popup (the same for everyone: cached for a minute, served stale while the upstream is down). */
export async function getPopups(ctx: CallContext): Promise<Popup[]> {
  const popups = await cached("promotions:popups", { ttlMs: 60_000, staleMs: 10 * 60_000 }, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "live", "/api/main/popupController.php", { schema: PopupListSchema }), null);
    return answer ? normaliseList(answer.data, normalisePopup) : undefined;
  });
  return popups ?? [];
}

/** The popups this view shows (path, window, closed in this view, cookie). */
export async function getShownPopups(ctx: CallContext, view: PopupView): Promise<Popup[]> {
  return shownPopups(await getPopups(ctx), view);
}
