// Legacy help redirects (002 §2.15): /help/atv.php and /help/m.php with type, qnaId and category.
import { isObjectionNode } from "./help-nodes";

type Destination = (qnaId: string) => string;

const byId =
  (build: (id: string) => string): Destination =>
  (qnaId) =>
    qnaId ? build(encodeURIComponent(qnaId)) : "/help/my-inquiry";

/** One row per type of the table; anything else goes to /help. */
export const LEGACY_HELP_TYPES: Record<string, Destination> = {
  exSelfRAR: () => "/help/faq",
  exSelfRARMobile: () => "/help/faq",
  exSelfRARView: () => "/help/faq",
  exMailQuestion: () => "/help/inquiry",
  exMailDeclare: () => "/help/report/content",
  exMailIllegal: () => "/help/report/illegal",
  exMailMyBoard: () => "/help/my-inquiry",
  myBoardMobile: () => "/help/my-inquiry",
  exMailMyAnswer: byId((id) => `/help/my-inquiry/${id}`),
  myAnswerMobile: byId((id) => `/help/my-inquiry/${id}`),
  customerSurvey: byId((id) => `/help/my-inquiry/survey?inquiryId=${id}`),
  exMailObjection: () => "/help/objection",
};

export type LegacyHelpQuery = { type?: string | null; qnaId?: string | null; category?: string | null };

/** /help/atv.php: the type table. A row that needs a qnaId falls back to the list without one. */
export function legacyAtvDestination(query: LegacyHelpQuery): string {
  const row = query.type && Object.hasOwn(LEGACY_HELP_TYPES, query.type) ? LEGACY_HELP_TYPES[query.type] : undefined;
  return row ? row(query.qnaId?.trim() ?? "") : "/help";
}

/**
 * /help/m.php: the objection form when category is the objection node, otherwise the inquiry form.
 * The spec's type table is read as belonging to atv.php only (docs/choices.md).
 */
export function legacyMobileDestination(query: LegacyHelpQuery): string {
  return isObjectionNode(query.category) ? "/help/objection" : "/help/inquiry";
}
