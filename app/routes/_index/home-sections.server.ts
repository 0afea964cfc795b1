// The home page put together from its upstream calls (000 §2.4): popular mode from the admin's sections
// (with the lists they need, asked for only when a section shows them), prefer mode from the prefer
// sections and lists, the main banner's ad, and the undo panel's card kept in filtered lists. Every call
// fails quietly to its section's empty default (the live and static clients), so the page always renders.
import { type BroadcastCard, excludeHidden, fillVisible, type RefusedCard, withRefused } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import {
  type BannerSection,
  type CardSection,
  type CategorySection,
  type HomeMode,
  type HomeSection,
  featuredLive,
  homeMenu,
  type MoreStage,
  orderCategories,
  preferSections,
  PREVIEW,
  previewCard,
  type PreviewCard,
  type PreviewSection,
  sectionItems,
  selectPreview,
  sortBanners,
  stageItems,
  stageNeeds,
  stageOffset,
  stageStart,
  type TopBanner,
  visibleSections,
} from "~/domain/home";
import { type Ad, type PlacedAd, placeAd } from "~/domain/promotions";
import type { Viewer } from "~/domain/viewer";
import { home } from "~/i18n/ko/home";
import {
  getHiddenStreamers,
  checkAlarm,
  getPopularCatch,
  getPopularSections,
  getPreferCatch,
  getPreferCategoryNos,
  getPreferLiveVod,
  getPreferSections,
  getPreferStories,
  getTopBanners,
  PREFER_PAGE,
  type PreferLiveVod,
} from "~/upstream/clients/live.server";
import type { CallContext } from "~/upstream/transport.server";
import { memoPerRequest } from "~/upstream/policy.server";
import { getCategories, getPopularLives } from "~/upstream/clients/static.server";
import { getStreamerLives } from "~/upstream/clients/my.server";
import { getAd } from "~/upstream/clients/ads.server";
import { sanitizeInlineHtml } from "~/utils/sanitize.server";

export type HomeRequest = {
  viewer: Viewer | null;
  mode: HomeMode;
  /** The relation cursor to send (prefer mode). */
  relationType: string;
  /** 'More' stages of the prefer live and VOD lists, with the page of 'all' (null: its first). */
  stages: { live: MoreStage; vod: MoreStage };
  pages?: { live: number | null; vod: number | null };
  /** The card a page of 'all' starts after (`?{live|vod}After`, the last one the page before showed). */
  after?: { live: string | null; vod: string | null };
  /** The card an undo panel stands for (?undo=), kept in filtered lists. */
  undo: { action: "hidden" | "not-recommend"; key: string } | null;
  refused: RefusedCard | null;
  random?: () => number;
};

export type HomePage = {
  /** The live the page opens on, large (domain/home.ts featuredLive). */
  featured: PreviewCard | null;
  sections: HomeSection[];
  mainBanner: PlacedAd | null;
  /** The prefer list's next cursor, to remember on the device. */
  nextRelationType: string | null;
};

const KIND_OF_SECTION = { LIVE: "live", VOD: "vod", CATCH: "catch", STORY: "story", CINETY: "cinety" } as const;
const withTitle = (html: string) => ({ html: sanitizeInlineHtml(html) });

type Shared = { hidden: Set<string>; keepKey: string | null; request: HomeRequest };

/** A call made at most once for each argument it is given. */
function onceEach<A, T>(load: (arg: A) => T): (arg: A) => T {
  const made = new Map<A, T>();
  return (arg) => {
    if (!made.has(arg)) made.set(arg, load(arg));
    return made.get(arg) as T;
  };
}

function makeHomeCalls(ctx: CallContext) {
  const once = <T>(load: () => Promise<T>) => onceEach((_: void) => load());
  return {
    hidden: onceEach((signedIn: boolean) => getHiddenStreamers(ctx, signedIn)),
    bannerAd: onceEach((mode: HomeMode) => getAd(ctx, "main_banner", mode === "prefer" ? "myplus" : "main")),
    preferSections: once(() => getPreferSections(ctx)),
    /** The prefer lists' page `pageNo` of the relation cursor `relationType`. */
    preferPage: onceEach((relationType: string) => onceEach((pageNo: number) => getPreferLiveVod(ctx, relationType, pageNo))),
    preferCatch: once(() => getPreferCatch(ctx)),
    preferStories: once(() => getPreferStories(ctx)),
    preferCategoryNos: once(() => getPreferCategoryNos(ctx, "section")),
    categories: once(() => getCategories(ctx)),
    topBanners: once(() => getTopBanners(ctx)),
    preferPreviewAd: once(() => getAd(ctx, "main_preview", "myplus")),
    alarm: onceEach((alarmIdx: string) => checkAlarm(ctx, alarmIdx)),
    /** The member's favourites that are live, the whole list (the side bar's call, memoised under its own key). */
    liveFavourites: () => getStreamerLives(ctx, "favorite"),
  };
}

/**
 * The home page's upstream calls, one set per request (the request's memo), each made once: what needs only
 * the cookie can be started before the session check answers (startMemberHome) and is picked up, still on its
 * way, by the page's own code (a member's home in two rounds, not five).
 */
function homeCalls(ctx: CallContext): ReturnType<typeof makeHomeCalls> {
  return memoPerRequest(ctx, "home:calls", () => makeHomeCalls(ctx));
}

/**
 * For a request with the upstream's login cookie: starts, beside the session check, every call of the page
 * in the mode the device asks for that needs nothing but the cookie. The prefer page's lists go out with
 * its section order rather than after it: a list the order leaves out costs a call, never a round.
 */
export function startMemberHome(ctx: CallContext, { mode, relationType }: { mode: HomeMode; relationType: string }): void {
  const calls = homeCalls(ctx);
  // The banners' alarm states go out as soon as the banner list is there (usually at once, from the shared
  // cache), and the live favourites give the previews' favourite states: no round waits for the lists.
  const alarms = calls
    .topBanners()
    .then((banners) => Promise.all((banners ?? []).flatMap((banner) => (banner.alarmIdx ? [calls.alarm(banner.alarmIdx)] : []))));
  const started: Array<Promise<unknown>> = [calls.hidden(true), calls.bannerAd(mode), calls.liveFavourites(), alarms];
  if (mode === "prefer")
    started.push(
      calls.preferSections(),
      calls.preferPage(relationType)(1),
      calls.preferCatch(),
      calls.preferStories(),
      calls.preferCategoryNos(),
      calls.categories(),
      calls.preferPreviewAd(),
    );
  // Every call answers its empty default on failure; a rejection here would only be a bug's, and the page's
  // own await of the same promise reports it.
  for (const call of started) call.catch(() => undefined);
}

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
  const calls = homeCalls(ctx);
  const states = await Promise.all(sorted.map((banner) => (banner.alarmIdx && signedIn ? calls.alarm(banner.alarmIdx) : Promise.resolve(null))));
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
  const slots = selectPreview(excludeHidden(candidates, shared.hidden), previewAd, shared.request.mode, shared.request.random).map((slot) =>
    slot.kind === "live" ? { kind: slot.kind, card: previewCard(slot.card) } : slot,
  );
  if (slots.length === 0) return null;
  const favourites: Record<string, boolean> = {};
  if (shared.request.viewer) {
    // A previewed streamer is live: a favourite is in the member's live favourites (asked for in the first
    // round), so no call per streamer.
    const live = new Set((await homeCalls(ctx).liveFavourites()).map((card) => card.userId));
    for (const slot of slots) if (slot.kind === "live") favourites[slot.card.userId] = live.has(slot.card.userId);
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
  const needsCategories = needs((s) => s.contentType === "CATEGORY");
  const [popularLives, categories, preferred, popularCatch, banners, previewAd] = await Promise.all([
    // Always: the page opens on the most watched of them.
    getPopularLives(ctx, viewer?.isAdult ?? false),
    needsCategories ? getCategories(ctx) : Promise.resolve([]),
    needsCategories && viewer ? getPreferCategoryNos(ctx, "live") : Promise.resolve([]),
    needs((s) => s.contentType === "CATCH" && !s.cards) ? getPopularCatch(ctx) : Promise.resolve([]),
    needs((s) => s.contentType === "MAIN_LIST_BNR") ? homeCalls(ctx).topBanners() : Promise.resolve([]),
    needs((s) => s.contentType === "PREVIEW") ? getAd(ctx, "main_preview", "main") : Promise.resolve(null),
  ]);
  const featured = featuredLive(popularLives, shared.hidden, "popular");
  // The preview shows others than the live the page opens on.
  const previewable = popularLives.filter((card) => card.key !== featured?.key);

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
          return previewSection(ctx, section.code, previewable, previewAd, shared, false);
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
  return {
    featured: featured && previewCard(featured),
    sections: built.filter((section): section is HomeSection => section !== null),
    nextRelationType: null,
  };
}

/** The prefer page's live or VOD grid: the stage's cards of the member's list, and how many the list holds for 'more'. */
function preferListSection(
  shared: Shared,
  section: {
    code: string;
    divider: boolean;
    which: "live" | "vod";
    fetched: { cards: BroadcastCard[]; hasMore: boolean };
    /** The first page's count of the list, when it came. */
    upstreamCount: number | undefined;
  },
): HomeSection | null {
  const { request } = shared;
  const { code, divider, which, fetched } = section;
  const t = home.sections;
  const list = fetched.cards;
  if (list.length === 0) return null;
  const stage = request.stages[which];
  const stagePageNo = stage === "all" ? (request.pages?.[which] ?? null) : null;
  const start = stageStart(
    list.map((card) => card.key),
    stage,
    stagePageNo,
    request.after?.[which],
  );
  // 'more' counts pages from where they line up: past a cursor that moved, by as many cards.
  const shift = start - stageOffset(stage, stagePageNo);
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
      more: {
        param: which,
        stage,
        page: stagePageNo,
        // A page of 'all' read one card past its end: the list's own length says whether it goes on.
        total: (stage === "all" && !fetched.hasMore ? list.length : Math.max(list.length, section.upstreamCount ?? 0)) - shift,
      },
    },
    stageItems(list, stage, stagePageNo, start),
  );
}

/** The member's preferred categories, in their order, among the categories that exist. */
function preferCategorySection(code: string, divider: boolean, preferredNos: string[], categories: CategoryTile[]) {
  const known = new Map(categories.map((tile) => [tile.categoryNo, tile]));
  const preferred = preferredNos.map((categoryNo) => known.get(categoryNo)).filter((tile): tile is CategoryTile => Boolean(tile));
  return categorySection(
    {
      id: code,
      divider,
      title: { text: home.sections.preferCategory },
      hideTitle: false,
      button: { position: "TOP_RIGHT", text: home.sections.viewAll, url: "/directory/category" },
      layout: "slider",
      rows: 1,
    },
    preferred,
    { useSlider: true, rowCount: 1 },
  );
}

async function preferPage(ctx: CallContext, shared: Shared, mainBannerShown: boolean): Promise<Omit<HomePage, "mainBanner">> {
  const { request } = shared;
  // A member's lists went out with the section order (startMemberHome); each is used if its section is shown.
  const calls = homeCalls(ctx);
  const order = preferSections(await calls.preferSections());
  const has = (code: string) => order.some((entry) => entry.code === code);

  // The prefer list pages are shared by the live and VOD sections: each page is asked for once.
  const page = (pageNo: number): Promise<PreferLiveVod | null> => calls.preferPage(request.relationType)(pageNo);
  const needsLists = has("PREFER_LIVE_01") || has("PREFER_VOD_01") || has("PREFER_PREVIEW");
  // Two rows and 60 come from the first page; a page of 'all' reads the pages up to its last card (and
  // one card more, to know whether the list goes on).
  const fill = (which: "live" | "vod") => {
    const all = request.stages[which] === "all";
    const needs = stageNeeds(request.stages[which], request.pages?.[which], request.after?.[which]);
    return fillVisible({
      size: all ? needs + 1 : PREFER_PAGE[which],
      maxPages: all ? Math.min(10, Math.ceil((needs + 1) / PREFER_PAGE[which]) + 2) : 3,
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
  };

  const [first, lives, vods, catches, stories, preferredNos, categories, banners, previewAd] = await Promise.all([
    needsLists ? page(1) : Promise.resolve(null),
    has("PREFER_LIVE_01") ? fill("live") : Promise.resolve({ cards: [], hasMore: false }),
    has("PREFER_VOD_01") ? fill("vod") : Promise.resolve({ cards: [], hasMore: false }),
    has("PREFER_CATCH_01") ? calls.preferCatch() : Promise.resolve([]),
    has("PREFER_STORY_01") ? calls.preferStories() : Promise.resolve({ nick: "", title: "", cards: [] }),
    has("PREFER_CATEGORY_01") ? calls.preferCategoryNos() : Promise.resolve([]),
    has("PREFER_CATEGORY_01") ? calls.categories() : Promise.resolve([]),
    has("MAIN_LIST_BNR_01") ? calls.topBanners() : Promise.resolve([]),
    has("PREFER_PREVIEW") ? calls.preferPreviewAd() : Promise.resolve(null),
  ]);
  const t = home.sections;
  // The promoted live: the first of the top list, else (a member's list of none) the most watched of all.
  const topLives = first?.topLives ?? [];
  const popularLives = () => getPopularLives(ctx, request.viewer?.isAdult ?? false);
  const featured = featuredLive(topLives, shared.hidden, "prefer") ?? featuredLive(await popularLives(), shared.hidden, "popular");
  // The preview shows the top list after the featured live, topped up from the most watched when that leaves fewer
  // than its lives (000 §2.4: 4 lives, or 3 and the ad).
  const preferPreview = async () => {
    const top = topLives.filter((card) => card.key !== featured?.key);
    const more = top.length < PREVIEW.count ? (await popularLives()).filter((card) => card.key !== featured?.key) : [];
    return [...top, ...more];
  };

  const built = await Promise.all(
    order.map(async ({ code, divider }): Promise<HomeSection | null> => {
      switch (code) {
        case "PREFER_PREVIEW":
          return previewSection(ctx, code, await preferPreview(), previewAd, shared, mainBannerShown, divider);
        case "MAIN_LIST_BNR_01":
          return bannerSection(ctx, code, banners, shared, divider);
        case "PREFER_CATEGORY_01":
          return preferCategorySection(code, divider, preferredNos, categories);
        case "PREFER_LIVE_01":
          return preferListSection(shared, { code, divider, which: "live", fetched: lives, upstreamCount: first?.liveCount });
        case "PREFER_VOD_01":
          return preferListSection(shared, { code, divider, which: "vod", fetched: vods, upstreamCount: first?.vodCount });
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
  return {
    featured: featured && previewCard(featured),
    sections: built.filter((section): section is HomeSection => section !== null),
    nextRelationType: first?.nextRelationType ?? null,
  };
}

export async function loadHome(ctx: CallContext, request: HomeRequest): Promise<HomePage> {
  const signedIn = request.viewer !== null;
  // The main banner's ad goes out with the first calls; only the prefer page waits for it (its preview
  // yields to the banner), the popular page's own calls run beside it.
  const calls = homeCalls(ctx);
  const bannerAd = calls.bannerAd(request.mode);
  const hidden = await calls.hidden(signedIn);
  const shared: Shared = { hidden, keepKey: request.undo?.action === "hidden" ? request.undo.key : null, request };
  const mainBannerOf = (ad: Ad | null) => placeAd(ad, "main_banner");
  if (request.mode === "prefer") {
    const mainBanner = mainBannerOf(await bannerAd);
    return { ...(await preferPage(ctx, shared, mainBanner !== null)), mainBanner };
  }
  const [page, ad] = await Promise.all([popularPage(ctx, shared), bannerAd]);
  return { ...page, mainBanner: mainBannerOf(ad) };
}
