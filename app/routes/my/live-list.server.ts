// The search parameters of a My page's LIVE section (001 §2.3–2.5, §9): its sort, one of the page's
// sorts, and livePage, the first livePage × 60 shown. Each page spreads them into its own schema.
import { MY_LIMITS, type LiveSort } from "~/domain/my";
import { oneOfField, pageField } from "~/utils/search-params";

export const liveListFields = <T extends LiveSort>(sorts: readonly [T, ...T[]]) => ({
  sort: oneOfField(sorts, sorts[0]),
  livePage: pageField(MY_LIMITS.maxPages),
});
