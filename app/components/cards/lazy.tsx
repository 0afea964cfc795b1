// The card grid (and the card family with it) hydrating from its own chunk right after the page, for
// lists that would otherwise pass the first-load JS budget (docs/budgets.md): the server HTML is complete, and
// until the chunk arrives the cards work as plain links, forms and <details> menus.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const CardGrid = hydrateLazily(onServer.CardGrid, () => import("./CardGrid").then((module) => module.CardGrid));
