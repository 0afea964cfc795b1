// The help forms hydrating from their own chunks (utils/lazy-hydration.tsx): the server's HTML is the whole form,
// which works as a plain form post until then, and the form system (conform, the schema with zod; the survey's
// fetcher) is no part of the page's first load (docs/budgets.md).
import { hasLocalDraft } from "~/components/forms/local-draft-present";
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

// A form this device kept a draft of hydrates right after the page, to bring the draft back.
export const TicketForm = hydrateLazily(onServer.TicketForm, () => import("./TicketForm").then((module) => module.TicketForm), {
  byItself: ({ page }) => hasLocalDraft(`ticket-${page.formType}`),
});

/** The satisfaction survey: in a dialog over a list or a detail (which works by itself: it loads right after the
 * page shell), or on its own page; a plain form until its code comes. */
export const SurveyForm = hydrateLazily(onServer.SurveyForm, () => import("./SurveyForm").then((module) => module.SurveyForm), { byItself: () => true });
