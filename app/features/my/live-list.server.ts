// A My page's LIVE section (001 §2.3–2.5, §9): its search parameters (its sort, one of the page's sorts, and
// livePage, the first livePage × 60 shown), which each page spreads into its own schema, and its data.
import type { BroadcastCard } from "~/domain/cards";
import { liveView, MY_LIMITS, type LiveSort } from "~/domain/my";
import { cardColumns } from "~/utils/card-columns.server";
import { oneOfField, pageField } from "~/utils/search-params";

export const liveListFields = <T extends LiveSort>(sorts: readonly [T, ...T[]]) => ({
  sort: oneOfField(sorts, sorts[0]),
  livePage: pageField(MY_LIMITS.maxPages),
});

/** A LIVE section's data (liveView) with its cards as columns (components/my/lists.tsx's liveOf reads them). */
export function liveColumnsView<S extends LiveSort>(cards: BroadcastCard[], search: { sort: S; livePage: number }) {
  const live = liveView(cards, search);
  return { ...live, items: cardColumns(live.items) };
}
