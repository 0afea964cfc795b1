// /my/favorite (001 §2.3): every section, filtered by the URL's group; the action is the one its dialog
// routes share (features/my/favourite-action.server.ts). The first render carries what fits its element budget
// (first-screen.ts); `?section=` answers one of the sections below it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import { LIVE_SORTS, liveView, MY_LIMITS } from "~/domain/my";
import { getHiddenStreamers } from "~/upstream/clients/live.server";
import {
  getFavouriteClips,
  getFavouriteFeed,
  getFavouriteGroups,
  getRecommendedStreamers,
  getStreamerLives,
  getStreamers,
  getStreamerVods,
} from "~/upstream/clients/my.server";
import type { CallContext } from "~/upstream/transport.server";
import { cardColumns } from "~/utils/card-columns.server";
import { pageData } from "~/utils/page-data.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "~/features/my/dialog-route.server";
import { groupIdField } from "~/features/my/favourite-groups.server";
import { liveListFields } from "~/features/my/live-list.server";
import { FAVOURITE_SECTIONS, planFirstScreen, sectionsAfter, type FavouriteSection, type FavouriteSectionData } from "./first-screen";

export { favouriteAction as action } from "~/features/my/favourite-action.server";

const FavoriteSearch = searchParamsSchema({
  groupId: groupIdField,
  section: z.enum(FAVOURITE_SECTIONS).nullable().catch(null),
  ...liveListFields(LIVE_SORTS),
});

type CardSection = Exclude<FavouriteSection, "recommend">;

/** A card section's cards, as many as the page shows. */
async function sectionCards(ctx: CallContext, section: CardSection, groupId: string | null): Promise<BroadcastCard[]> {
  const cards =
    section === "vod"
      ? await getStreamerVods(ctx, "favorite", groupId)
      : await getFavouriteClips(ctx, section === "userclip" ? "userclip" : section === "catch" ? "catch" : "catchstory", groupId);
  return cards.slice(0, MY_LIMITS.sectionMax);
}

async function recommendations(ctx: CallContext) {
  const [recommended, hidden] = await Promise.all([getRecommendedStreamers(ctx), getHiddenStreamers(ctx, true)]);
  return recommended.filter((item) => !hidden.has(item.card.userId));
}

async function loadSection(ctx: CallContext, section: FavouriteSection, groupId: string | null): Promise<FavouriteSectionData> {
  if (section === "recommend") return { key: section, items: await recommendations(ctx) };
  return { key: section, cards: cardColumns(await sectionCards(ctx, section, groupId)) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const ctx = { request, context };
  const search = parseSearchParams(FavoriteSearch, request);
  const { groupId, section } = search;
  const headers = { "Cache-Control": "private, no-store" };

  // One section below the first screen: its own page without JS, what the page appends as the reader scrolls with JS.
  if (section) {
    const [groups, streamers, data] = await Promise.all([getFavouriteGroups(ctx), getStreamers(ctx, "favorite", groupId), loadSection(ctx, section, groupId)]);
    return pageData({ groupId, groups, streamers, top: null, sections: [data], pending: sectionsAfter(section) }, { headers });
  }

  const [groups, streamers, lives, feed] = await Promise.all([
    getFavouriteGroups(ctx),
    getStreamers(ctx, "favorite", groupId),
    getStreamerLives(ctx, "favorite", groupId),
    getFavouriteFeed(ctx, groupId),
  ]);
  const live = liveView(lives, search);
  // No favourites: only the recommended streamers below the notice, as before.
  const keys = FAVOURITE_SECTIONS.filter((key) => streamers.length > 0 || key === "recommend");
  const top = {
    streamers: Math.min(streamers.length, MY_LIMITS.stripMax),
    live: streamers.length > 0 ? live.items.length : 0,
    livePage: search.livePage,
    posts: streamers.length > 0 ? feed.length : 0,
  };
  // The sections are fetched only when one may fit beside the top (a second round of calls): a member with many
  // favourites gets them as the reader scrolls, and the first render neither asks for them nor reads them.
  const fits = planFirstScreen({ ...top, sections: keys.map((key) => [key, 1] as const) }).inline.length > 0;
  const fetched = fits ? await Promise.all(keys.map((key) => loadSection(ctx, key, groupId))) : [];
  const plan = planFirstScreen({
    ...top,
    sections: fits
      ? fetched.map((data) => [data.key, data.key === "recommend" ? data.items.length : data.cards.rows.length] as const)
      : keys.map((key) => [key, Infinity] as const),
  });
  const sections = fetched.filter((data) => plan.inline.includes(data.key));
  // Some 150 cards when all fit: the data as it is to the render (no json() Response read back first),
  // each list's cards as columns (a field's name once a list, not once a card).
  return pageData(
    {
      groupId,
      groups,
      streamers,
      top: {
        live: {
          ...live,
          items: cardColumns(live.items.slice(0, plan.liveShown)),
          hasMore: live.hasMore || plan.liveShown < live.items.length,
        },
        feed,
      },
      sections,
      pending: plan.pending,
    },
    { headers },
  );
}
