// The help form hydrating from its own chunk at the reader's first input (utils/lazy-hydration.tsx): the
// server's HTML is the whole form, which works as a plain form post until then, and the form system (conform,
// the schema with zod) is no part of the page's first load (README "Budgets").
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const TicketForm = hydrateLazily(onServer.TicketForm, () => import("./TicketForm").then((module) => module.TicketForm));
