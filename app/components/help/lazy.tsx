// The help form hydrating from its own chunk at the reader's first input (utils/lazy-hydration.tsx): the
// server's HTML is the whole form, which works as a plain form post until then, and the form system (conform,
// the schema with zod) is no part of the page's first load (README "Budgets").
import { hasLocalDraft } from "~/components/forms/local-draft-present";
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

// A form this device kept a draft of hydrates right after the page, to bring the draft back.
export const TicketForm = hydrateLazily(onServer.TicketForm, () => import("./TicketForm").then((module) => module.TicketForm), {
  byItself: ({ page }) => hasLocalDraft(`ticket-${page.formType}`),
});
