// The home page's upstream calls (000 §7.1, §7.2) and how the page is put together from them (§2.4).
// Every call fails quietly to the spec's empty default for its own section: the page always renders.
import { z } from "zod";
import { type BroadcastCard, excludeHidden, fillVisible, type RefusedCard, withRefused } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import {
  type AlarmState,
  type BannerSection,
  type CardSection,
  type CategorySection,
  type HomeMode,
  type HomeSection,
  homeMenu,
  isPreviewable,
  type MoreStage,
  orderCategories,
  type PopularSectionConfig,
  type PreferSectionEntry,
  preferSections,
  type PreviewSection,
  sectionItems,
  selectPreview,
  sortBanners,
  stageItems,
  type TopBanner,
  visibleSections,
} from "~/domain/home";
import { type Ad, type PlacedAd, placeAd } from "~/domain/promotions";
import type { Viewer } from "~/domain/viewer";
import { home } from "~/i18n/ko/home";
import { normaliseCategory, normaliseCinety, normaliseList, normaliseLive, normaliseVod } from "~/normalise/cards";
import { snakeKeys } from "~/normalise/fields";
import { normalisePopularSection, normalisePreferSection, normaliseTopBanner } from "~/normalise/home";
import { sanitizeInlineHtml } from "~/utils/sanitize.server";
import { cached, type CachePolicy } from "./cache.server";
import { getHiddenStreamers, isFavourite } from "./cards.server";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";
import { getAd } from "./promotions.server";
import { looseArray, numberOr, stringish } from "./schema";

/** Accepts the spec's camelCase as well as the upstream's snake_case at the top of an answer. */
const snake = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => snakeKeys(value), schema);
const items = looseArray(z.unknown());
const resultOk = numberOr(0).refine((value) => value === 1, "result is not 1");

/** Lists that are the same for everyone (static files, admin settings) come from the shared cache; the
 * live list, whose viewer counts move, stays fresh for a shorter time. */
const LIVE_LIST_CACHE: CachePolicy = { ttlMs: 15_000, staleMs: 5 * 60_000 };
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
    }),
    null,
  );
  if (!answer) return null;
  const data = answer.data;
  return {
    nextRelationType: data.next_relation_type ?? null,
    lives: normaliseList(data.live_list, normaliseLive),
    liveCount: data.live_cnt,
    vods: normaliseList(data.vod_list, normaliseVod),
    vodCount: data.vod_cnt,
    topLives: normaliseList(data.top_live_list, normaliseLive),
  };
}

export async function getPreferCatch(ctx: CallContext): Promise<BroadcastCard[]> {
  const answer = orDefault(await upstreamFetch(ctx, "live", "/api/myplus/preferCatchController.php", { schema: NestedListSchema }), null);
  return normaliseList(answer?.data.list, (item) => normaliseVod(item, "catch"));
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
  const answer = orDefault(await upstreamFetch(ctx, "live", "/api/myplus/preferStoryController.php", { schema: StorySchema }), null);
  return { nick: answer?.data.unick ?? "", title: answer?.data.title ?? "", cards: normaliseList(answer?.data.list, (item) => normaliseVod(item, "story")) };
}

const CategoryNosSchema = snake(z.object({ result: resultOk, data: looseArray(stringish) }).passthrough());
/** The viewer's preferred category numbers, in order: for the prefer section, or (live) the popular order. */
export async function getPreferCategoryNos(ctx: CallContext, which: "section" | "live"): Promise<string[]> {
  const path = which === "section" ? "/api/myplus/preferCategoryController.php" : "/api/myplus/preferLiveCateNoController.php";
  const answer = orDefault(
    await upstreamFetch(ctx, "live", path, { query: which === "section" ? { type: "live" } : undefined, schema: CategoryNosSchema }),
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
  const answer = orDefault(await upstreamFetch(ctx, "live", ALARM_PATH, { form: { szWork: "check", alarm_idx: alarmIdx }, schema: AlarmSchema }), null);
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

// --- The page ---

export type HomeRequest = {
  viewer: Viewer | null;
  mode: HomeMode;
  /** The relation cursor to send (prefer mode). */
  relationType: string;
  /** 'More' stages of the prefer live and VOD lists. */
  stages: { live: MoreStage; vod: MoreStage };
  /** The card an undo panel stands for (?undo=), kept in filtered lists. */
  undo: { action: "hidden" | "not-recommend"; key: string } | null;
  refused: RefusedCard | null;
  random?: () => number;
};

export type HomePage = {
  sections: HomeSection[];
  mainBanner: PlacedAd | null;
  /** The prefer list's next cursor, to remember on the device. */
  nextRelationType: string | null;
};

const KIND_OF_SECTION = { LIVE: "live", VOD: "vod", CATCH: "catch", STORY: "story", CINETY: "cinety" } as const;
const withTitle = (html: string) => ({ html: sanitizeInlineHtml(html) });

type Shared = { hidden: Set<string>; keepKey: string | null; request: HomeRequest };

function cardSection(
  shared: Shared,
  {
    recommendation = false,
    ...base
  }: Omit<CardSection, "kind" | "cards" | "divider" | "menu" | "namespace" | "more"> &
    Partial<Pick<CardSection, "namespace" | "more" | "divider">> & { recommendation?: boolean },
  cards: BroadcastCard[],
): CardSection {
  return {
    kind: "cards",
    divider: false,
    namespace: "",
    more: null,
    menu: homeMenu(KIND_OF_SECTION[base.contentType], recommendation),
    ...base,
    cards: withRefused(cards, base.id, shared.request.refused, shared.request.undo?.action === "not-recommend" ? shared.request.undo.key : null),
  };
}

async function bannerSection(ctx: CallContext, id: string, banners: TopBanner[], shared: Shared, divider = false): Promise<BannerSection | null> {
  if (banners.length === 0) return null;
  const sorted = sortBanners(banners, shared.request.random);
  const signedIn = shared.request.viewer !== null;
  const states = await Promise.all(sorted.map((banner) => (banner.alarmIdx && signedIn ? checkAlarm(ctx, banner.alarmIdx) : Promise.resolve(null))));
  return { kind: "banners", id, divider, banners: sorted.map((banner, index) => ({ ...banner, alarm: states[index] })) };
}

async function previewSection(
  ctx: CallContext,
  id: string,
  candidates: BroadcastCard[],
  ad: Ad | null,
  shared: Shared,
  yieldsToBanner: boolean,
  divider = false,
): Promise<PreviewSection | null> {
  const previewAd = placeAd(ad, "main_preview");
  const slots = selectPreview(excludeHidden(candidates, shared.hidden), previewAd, shared.request.mode, shared.request.random);
  if (slots.length === 0) return null;
  const favourites: Record<string, boolean> = {};
  if (shared.request.viewer) {
    const streamers = slots.flatMap((slot) => (slot.kind === "live" ? [slot.card.userId] : []));
    const flags = await Promise.all(streamers.map((userId) => isFavourite(ctx, userId)));
    streamers.forEach((userId, index) => (favourites[userId] = flags[index]));
  }
  return { kind: "preview", id, divider, slots, yieldsToBanner, favourites };
}

function categorySection(
  base: Omit<CategorySection, "kind" | "tiles" | "divider"> & { divider?: boolean },
  tiles: CategoryTile[],
  contentLimit: { useSlider: boolean; rowCount: number },
): CategorySection | null {
  const shown = sectionItems("CATEGORY", tiles, contentLimit);
  return shown ? { kind: "categories", divider: false, ...base, tiles: shown } : null;
}

async function popularPage(ctx: CallContext, shared: Shared): Promise<Omit<HomePage, "mainBanner">> {
  const { viewer } = shared.request;
  const sections = visibleSections(
    (await getPopularSections(ctx)).map((section) => ({ ...section.config, cards: section.cards })),
    viewer,
  );
  const needs = (test: (section: (typeof sections)[number]) => boolean) => sections.some(test);
  const needsLives = needs((s) => s.contentType === "PREVIEW" || (s.contentType === "LIVE" && !s.cards));
  const needsCategories = needs((s) => s.contentType === "CATEGORY");
  const [popularLives, categories, preferred, popularCatch, banners, previewAd] = await Promise.all([
    needsLives ? getPopularLives(ctx, viewer?.isAdult ?? false) : Promise.resolve([]),
    needsCategories ? getCategories(ctx) : Promise.resolve([]),
    needsCategories && viewer ? getPreferCategoryNos(ctx, "live") : Promise.resolve([]),
    needs((s) => s.contentType === "CATCH" && !s.cards) ? getPopularCatch(ctx) : Promise.resolve([]),
    needs((s) => s.contentType === "MAIN_LIST_BNR") ? getTopBanners(ctx) : Promise.resolve([]),
    needs((s) => s.contentType === "PREVIEW") ? getAd(ctx, "main_preview", "main") : Promise.resolve(null),
  ]);

  const built = await Promise.all(
    sections.map(async (section): Promise<HomeSection | null> => {
      const layout = { useSlider: section.useSlider, rowCount: section.rowCount };
      const common = {
        id: section.code,
        title: withTitle(section.titleHtml),
        hideTitle: section.removeTitle,
        button: section.button,
        layout: section.useSlider ? ("slider" as const) : ("grid" as const),
        rows: section.rowCount,
      };
      switch (section.contentType) {
        case "PREVIEW":
          return previewSection(ctx, section.code, popularLives, previewAd, shared, false);
        case "MAIN_LIST_BNR":
          return bannerSection(ctx, section.code, banners, shared);
        case "CATEGORY":
          return categorySection(common, orderCategories(categories, preferred), layout);
        case "LIVE":
        case "VOD":
        case "CATCH":
        case "STORY":
        case "CINETY": {
          // Sections without inline cards show the popular lives (LIVE) or Catch (CATCH), others nothing.
          const fallback = section.contentType === "LIVE" ? popularLives : section.contentType === "CATCH" ? popularCatch : [];
          const cards = section.cards ?? fallback;
          const visible = section.contentType === "CINETY" ? cards : excludeHidden(cards, shared.hidden, shared.keepKey);
          const shown = sectionItems(section.contentType, visible, layout);
          return shown ? cardSection(shared, { ...common, contentType: section.contentType }, shown) : null;
        }
      }
    }),
  );
  return { sections: built.filter((section): section is HomeSection => section !== null), nextRelationType: null };
}

async function preferPage(ctx: CallContext, shared: Shared, mainBannerShown: boolean): Promise<Omit<HomePage, "mainBanner">> {
  const { request } = shared;
  const order = preferSections(await getPreferSections(ctx));
  const has = (code: string) => order.some((entry) => entry.code === code);

  // The prefer list pages are shared by the live and VOD sections: each page is asked for once.
  const pages = new Map<number, Promise<PreferLiveVod | null>>();
  const page = (pageNo: number) => {
    if (!pages.has(pageNo)) pages.set(pageNo, getPreferLiveVod(ctx, request.relationType, pageNo));
    return pages.get(pageNo)!;
  };
  const needsLists = has("PREFER_LIVE_01") || has("PREFER_VOD_01") || has("PREFER_PREVIEW");
  // Two rows and 60 come from the first page; 'all' reads every page.
  const fill = (which: "live" | "vod") =>
    fillVisible({
      size: request.stages[which] === "all" ? Number.POSITIVE_INFINITY : PREFER_PAGE[which],
      maxPages: request.stages[which] === "all" ? 10 : 3,
      hidden: shared.hidden,
      keepKey: shared.keepKey,
      fetchPage: async (pageNo) => {
        const answer = await page(pageNo);
        if (!answer) return { cards: [], hasMore: false };
        const cards = which === "live" ? answer.lives : answer.vods;
        const total = which === "live" ? answer.liveCount : answer.vodCount;
        return { cards, hasMore: pageNo * PREFER_PAGE[which] < total };
      },
    });

  const [first, lives, vods, catches, stories, preferredNos, categories, banners, previewAd] = await Promise.all([
    needsLists ? page(1) : Promise.resolve(null),
    has("PREFER_LIVE_01") ? fill("live") : Promise.resolve({ cards: [], hasMore: false }),
    has("PREFER_VOD_01") ? fill("vod") : Promise.resolve({ cards: [], hasMore: false }),
    has("PREFER_CATCH_01") ? getPreferCatch(ctx) : Promise.resolve([]),
    has("PREFER_STORY_01") ? getPreferStories(ctx) : Promise.resolve({ nick: "", title: "", cards: [] }),
    has("PREFER_CATEGORY_01") ? getPreferCategoryNos(ctx, "section") : Promise.resolve([]),
    has("PREFER_CATEGORY_01") ? getCategories(ctx) : Promise.resolve([]),
    has("MAIN_LIST_BNR_01") ? getTopBanners(ctx) : Promise.resolve([]),
    has("PREFER_PREVIEW") ? getAd(ctx, "main_preview", "myplus") : Promise.resolve(null),
  ]);
  const t = home.sections;

  const built = await Promise.all(
    order.map(async ({ code, divider }): Promise<HomeSection | null> => {
      switch (code) {
        case "PREFER_PREVIEW":
          return previewSection(ctx, code, first?.topLives ?? [], previewAd, shared, mainBannerShown, divider);
        case "MAIN_LIST_BNR_01":
          return bannerSection(ctx, code, banners, shared, divider);
        case "PREFER_CATEGORY_01": {
          const known = new Map(categories.map((tile) => [tile.categoryNo, tile]));
          const preferred = preferredNos.map((categoryNo) => known.get(categoryNo)).filter((tile): tile is CategoryTile => Boolean(tile));
          return categorySection(
            {
              id: code,
              divider,
              title: { text: t.preferCategory },
              hideTitle: false,
              button: { position: "TOP_RIGHT", text: t.viewAll, url: "/directory/category" },
              layout: "slider",
              rows: 1,
            },
            preferred,
            { useSlider: true, rowCount: 1 },
          );
        }
        case "PREFER_LIVE_01":
        case "PREFER_VOD_01": {
          const which = code === "PREFER_LIVE_01" ? "live" : "vod";
          const list = which === "live" ? lives.cards : vods.cards;
          if (list.length === 0) return null;
          const stage = request.stages[which];
          return cardSection(
            shared,
            {
              id: code,
              divider,
              contentType: which === "live" ? "LIVE" : "VOD",
              title: { text: which === "live" ? t.preferLive : t.preferVod },
              hideTitle: false,
              button: null,
              layout: "grid",
              rows: 2,
              namespace: "prflivod",
              recommendation: true,
              more: { param: which, stage, total: Math.max(list.length, (which === "live" ? first?.liveCount : first?.vodCount) ?? 0) },
            },
            stageItems(list, stage),
          );
        }
        case "PREFER_CATCH_01": {
          const shown = sectionItems("CATCH", excludeHidden(catches, shared.hidden, shared.keepKey), { useSlider: true, rowCount: 1 });
          return shown
            ? cardSection(
                shared,
                {
                  id: code,
                  divider,
                  contentType: "CATCH",
                  title: { text: t.preferCatch },
                  hideTitle: false,
                  button: null,
                  layout: "slider",
                  rows: 1,
                  namespace: "prflivod",
                  recommendation: true,
                },
                shown,
              )
            : null;
        }
        case "PREFER_STORY_01": {
          const shown = excludeHidden(stories.cards, shared.hidden, shared.keepKey).slice(0, 12);
          return shown.length
            ? cardSection(
                shared,
                {
                  id: code,
                  divider,
                  contentType: "STORY",
                  title: { text: t.preferStory(stories.nick || request.viewer?.nickname || "", stories.title) },
                  hideTitle: false,
                  button: null,
                  layout: "slider",
                  rows: 1,
                },
                shown,
              )
            : null;
        }
        case "CINETY_01":
          // In prefer mode this section is empty (000 §2.4).
          return null;
      }
    }),
  );
  return { sections: built.filter((section): section is HomeSection => section !== null), nextRelationType: first?.nextRelationType ?? null };
}

export async function loadHome(ctx: CallContext, request: HomeRequest): Promise<HomePage> {
  const signedIn = request.viewer !== null;
  // The main banner's ad goes out with the first calls; only the prefer page waits for it (its preview
  // yields to the banner), the popular page's own calls run beside it.
  const bannerAd = getAd(ctx, "main_banner", request.mode === "prefer" ? "myplus" : "main");
  const hidden = await getHiddenStreamers(ctx, signedIn);
  const shared: Shared = { hidden, keepKey: request.undo?.action === "hidden" ? request.undo.key : null, request };
  const mainBannerOf = (ad: Ad | null) => placeAd(ad, "main_banner");
  if (request.mode === "prefer") {
    const mainBanner = mainBannerOf(await bannerAd);
    return { ...(await preferPage(ctx, shared, mainBanner !== null)), mainBanner };
  }
  const [page, ad] = await Promise.all([popularPage(ctx, shared), bannerAd]);
  return { ...page, mainBanner: mainBannerOf(ad) };
}
