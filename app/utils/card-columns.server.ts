// The server's side of domain/card-columns.ts: a list's cards as columns, every field of a card in one order.
import { readsAs, type CardColumns } from "~/domain/card-columns";
import type { BroadcastCard } from "~/domain/cards";

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

/** Each card's row, made once per card: a kept list's cards are the same objects from request to request. */
const rows = new WeakMap<BroadcastCard, unknown[]>();

function rowOf(card: BroadcastCard): unknown[] {
  let row = rows.get(card);
  if (!row) rows.set(card, (row = CARD_FIELDS.map((field) => card[field])));
  return row;
}

export function cardColumns(cards: BroadcastCard[]): CardColumns {
  return readsAs({ fields: CARD_FIELDS, rows: cards.map(rowOf) }, cards);
}

/** The same object with its `cards` as columns. */
export function withCardColumns<T extends { cards: BroadcastCard[] }>(value: T): Omit<T, "cards"> & { cards: CardColumns } {
  return { ...value, cards: cardColumns(value.cards) };
}
