// The server's side of domain/card-columns.ts: a list's cards as columns, every field of a card in one order.
import type { AppLoadContext } from "@remix-run/node";
import { readsAs, type CardColumns } from "~/domain/card-columns";
import type { BroadcastCard } from "~/domain/cards";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";

/** Every field of a card (the type checks that none is missing). */
const FIELDS = {
  kind: true,
  key: true,
  id: true,
  titleNo: true,
  userId: true,
  userNickname: true,
  originalUserId: true,
  originalUserNickname: true,
  title: true,
  thumbnailUrl: true,
  profileImageUrl: true,
  thumbnailType: true,
  vertical: true,
  viewCount: true,
  categoryNo: true,
  categoryName: true,
  hashTags: true,
  categoryTags: true,
  autoHashTags: true,
  isAdult: true,
  hasPassword: true,
  isPaid: true,
  subscriptionOnly: true,
  isVisit: true,
  hasDrops: true,
  isSubscriber: true,
  isFan: true,
  startedAt: true,
  createdAt: true,
  updatedAt: true,
  fileType: true,
  durationMs: true,
  lastViewMs: true,
  authNo: true,
  stationNo: true,
  bbsNo: true,
  playlistCount: true,
  storyIds: true,
  listDataType: true,
  score: true,
  episodeNo: true,
} satisfies Record<keyof BroadcastCard, true>;
const CARD_FIELDS = Object.keys(FIELDS) as Array<keyof BroadcastCard>;

/**
 * What the browser reads of a card that the page's HTML shows (CardColumns.inHtml): what its impression and
 * click logs name (card-log-observer.ts) and its key (a 'more' link starts after the last card).
 */
const IN_HTML_FIELDS = ["kind", "key", "id", "userId"] as const satisfies ReadonlyArray<keyof BroadcastCard>;

/** Each card's row, made once per card: a kept list's cards are the same objects from request to request. */
const rowsOf = (fields: ReadonlyArray<keyof BroadcastCard>) => {
  const rows = new WeakMap<BroadcastCard, unknown[]>();
  return (card: BroadcastCard) => {
    let row = rows.get(card);
    if (!row) rows.set(card, (row = fields.map((field) => card[field])));
    return row;
  };
};
const fullRow = rowsOf(CARD_FIELDS);
const inHtmlRow = rowsOf(IN_HTML_FIELDS);

/** A list's cards as columns; with `inHtml`, only what the browser reads of cards the page's HTML shows (on the
 * server the columns still read as the whole cards, which the page renders). */
export function cardColumns(cards: BroadcastCard[], inHtml = false): CardColumns {
  const columns: CardColumns = inHtml
    ? { fields: IN_HTML_FIELDS, rows: cards.map(inHtmlRow), inHtml: true }
    : { fields: CARD_FIELDS, rows: cards.map(fullRow) };
  return readsAs(columns, cards);
}

/** The same object with its `cards` as columns. */
export function withCardColumns<T extends { cards: BroadcastCard[] }>(value: T, inHtml = false): Omit<T, "cards"> & { cards: CardColumns } {
  return { ...value, cards: cardColumns(value.cards, inHtml) };
}

/**
 * Whether a page's card lists stay the server's HTML in the browser (CardColumns.inHtml): in a page loaded whole,
 * not a client navigation's data (which the browser renders from), and without an undo panel (a list with one
 * renders in place on the server, so the browser needs its cards: CardGrid).
 */
export function cardsStayInHtml(request: Request, context: Partial<AppLoadContext> | undefined): boolean {
  return context?.wholePage === true && parseUndo(new URL(request.url).searchParams.get(UNDO_PARAM)) === null;
}
