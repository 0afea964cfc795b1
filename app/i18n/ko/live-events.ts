// Texts a page's live event client writes into the cards it patches (issue 70), in its own chunk: kept tiny.
export const liveEvents = {
  /** On a card whose broadcast ended while the page was open (000 §4.8's label). */
  ended: "방송종료",
} as const;
