// A page's first render carries at most 2,000 elements (docs/budgets.md): style, layout and parsing of a big
// document are most of a mid-range phone's main-thread time. What is below the first screens arrives as the
// reader scrolls, or behind '더보기' without JS: the page whole (`?whole=1`), landing where the first render
// stopped. The pages plan their first render from the parts' sizes as measured in the server's HTML.

/** The first render's element budget: under the 2,000 a page's first render may carry, with room to spare. */
export const FIRST_RENDER_ELEMENTS = 1_800;

/** Elements each part renders, as measured in the server's HTML (a card with its menu is 37–43, a category
 * tile 7; the frame is the header, the side bar and the page's own top; a category page's top its header, tabs
 * and filters). */
export const ELEMENT_COST = {
  frame: 320,
  streamer: 14,
  card: 43,
  post: 8,
  section: 12,
  tile: 7,
  preview: 120,
  featured: 20,
  banners: 64,
  categoryTop: 90,
} as const;

/** The search parameter of a page asked for whole (what its first render leaves for later, at once). */
export const WHOLE_PARAM = "whole";

/** Whether the URL asks for the page whole. */
export const asksWhole = (params: URLSearchParams) => params.get(WHOLE_PARAM) === "1";

/**
 * How a card list's first render stops: `shown` cards in the page, the rest (from the card whose element id is
 * `restId`) as the reader comes near the end, or in the page whole (`whole`: the page shows every card, the first
 * of the rest still carrying that id for the link's landing).
 */
export type ListFirstScreen = { shown: number; restId: string; whole: boolean };

/** The cards of `cards` that fit `room` elements (none when there is no room). */
export const cardsThatFit = (room: number, cards: number) => Math.max(0, Math.min(cards, Math.floor(room / ELEMENT_COST.card)));

/** The element id of the first card after a paged list's first screen. */
const FIRST_PAGE_REST_ID = "page-1-rest";

/**
 * Where the first render of a list shown by pages ('더보기' to `?page=2`, pages 1..N in one view) stops: the cards
 * of its first page that fit beside the frame and `top` more elements. A view of several pages is what the
 * reader asked for, shown whole; a first page that fits is left as it is.
 */
export function pagedFirstScreen(
  view: { firstPage: number; page: number; cards: readonly unknown[] },
  top: number,
  whole: boolean,
): ListFirstScreen | undefined {
  if (view.firstPage !== 1 || view.page !== 1) return undefined;
  const shown = cardsThatFit(FIRST_RENDER_ELEMENTS - ELEMENT_COST.frame - ELEMENT_COST.section - top, view.cards.length);
  return shown < view.cards.length ? { shown, restId: FIRST_PAGE_REST_ID, whole } : undefined;
}
