// Cards as a page sends them to the browser: a list's cards as columns, each field's name once per
// list instead of once per card (41 names, about half of a card's JSON). The page's data is serialised for every
// request, so its size is CPU on the server as well as bytes on the wire. The server makes the columns
// (utils/card-columns.server.ts); the page reads its cards back with cardsOf, on the server and in the browser
// alike.
import type { BroadcastCard } from "./cards";

export type CardColumns = {
  fields: ReadonlyArray<keyof BroadcastCard>;
  rows: unknown[][];
  /**
   * The page's HTML shows these cards, and the browser keeps that markup instead of rendering them (CardGrid's
   * `inHtml`): its columns are only what the browser still reads of a card (its logs, the last card's key).
   */
  inHtml?: true;
};

/** A type with its `cards` sent as columns. */
export type WithCardColumns<T extends { cards: BroadcastCard[] }> = Omit<T, "cards"> & { cards: CardColumns };

const read = new WeakMap<CardColumns, BroadcastCard[]>();

/** The cards of a list sent as columns: the same array for the same list, as a component's effects expect (only
 * some of each card's fields in the browser when the page's HTML shows them: see CardColumns.inHtml). */
export function cardsOf(columns: CardColumns): BroadcastCard[] {
  let cards = read.get(columns);
  if (!cards) {
    const { fields } = columns;
    cards = columns.rows.map((row) => {
      const card: Record<string, unknown> = {};
      for (let index = 0; index < fields.length; index += 1) card[fields[index]] = row[index];
      return card as BroadcastCard;
    });
    read.set(columns, cards);
  }
  return cards;
}

/** On the server, the columns made of cards read back as those very cards (their rendered HTML is kept by them). */
export function readsAs(columns: CardColumns, cards: BroadcastCard[]): CardColumns {
  read.set(columns, cards);
  return columns;
}
