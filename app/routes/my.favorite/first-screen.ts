// What of /my/favorite its first render carries: the group tabs, the strip, LIVE and '방송국 새 글', then the card
// sections in their order while the page stays within FIRST_RENDER_ELEMENTS. The sections that do not fit come
// one at a time as the reader scrolls (JS) or behind '더보기' (`?section=`), each in its own answer: a member with
// many favourites had some 7,000 elements in one page, the slowest page of the portal to render.
import type { CardColumns } from "~/domain/card-columns";
import { ELEMENT_COST, FIRST_RENDER_ELEMENTS } from "~/domain/first-render";
import type { Recommendation } from "~/domain/my";

/** The card sections below '방송국 새 글', in the page's order. */
export const FAVOURITE_SECTIONS = ["catchstory", "userclip", "vod", "catch", "recommend"] as const;
export type FavouriteSection = (typeof FAVOURITE_SECTIONS)[number];

/** One section's data as the page sends it: its cards as columns, or the recommended streamers. */
export type FavouriteSectionData = { key: Exclude<FavouriteSection, "recommend">; cards: CardColumns } | { key: "recommend"; items: Recommendation[] };

/** The search parameter of one section's page (and of what the page fetches as the reader scrolls). */
export const SECTION_PARAM = "section";

/** LIVE shows at least this many cards on the first render (its first row), whatever the strip takes. */
export const MIN_LIVE_CARDS = 6;

export type FirstScreen = {
  /** How many of LIVE's cards the first render shows (the rest behind its '더보기'). */
  liveShown: number;
  /** The sections rendered with the page, in order. */
  inline: FavouriteSection[];
  /** The sections that come after, in order. */
  pending: FavouriteSection[];
};

/**
 * Plans the first render from the parts' sizes. `sections` gives each section's card count, in page order; a
 * section that does not fit leaves it and every later one pending, so that the page keeps its order. LIVE past
 * its first page (`livePage` > 1) is what the reader asked for: shown whole.
 */
export function planFirstScreen(
  parts: { streamers: number; live: number; livePage: number; posts: number; sections: ReadonlyArray<readonly [FavouriteSection, number]> },
  budget: number = FIRST_RENDER_ELEMENTS,
): FirstScreen {
  const cost = ELEMENT_COST;
  let used = cost.frame + parts.streamers * cost.streamer + 2 * cost.section + parts.posts * cost.post;
  const room = Math.max(MIN_LIVE_CARDS, Math.floor((budget - used) / cost.card));
  const liveShown = parts.livePage > 1 ? parts.live : Math.min(parts.live, room);
  used += liveShown * cost.card;
  const inline: FavouriteSection[] = [];
  const pending: FavouriteSection[] = [];
  for (const [section, cards] of parts.sections) {
    const size = cost.section + cards * cost.card;
    if (pending.length === 0 && used + size <= budget) {
      inline.push(section);
      used += size;
    } else pending.push(section);
  }
  return { liveShown, inline, pending };
}

/** The sections after `section`, in order (what a section's own page links on to). */
export function sectionsAfter(section: FavouriteSection): FavouriteSection[] {
  return FAVOURITE_SECTIONS.slice(FAVOURITE_SECTIONS.indexOf(section) + 1);
}

/** The address of one section's page, keeping the group on view. */
export function sectionHref(section: FavouriteSection, groupId: string | null): string {
  const query = new URLSearchParams();
  if (groupId) query.set("groupId", groupId);
  query.set(SECTION_PARAM, section);
  return `/my/favorite?${query}`;
}
