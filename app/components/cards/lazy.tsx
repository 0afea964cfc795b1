// The card grid (and the card family with it) hydrating from its own chunk right after the page, for
// lists that would otherwise pass the first-load JS budget (docs/budgets.md): the server HTML is complete, and
// until the chunk arrives the cards work as plain links, forms and <details> menus. A list a client navigation draws
// (no server HTML) shows skeleton cards until then (issue 71).
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

/** Skeleton cards where a list waits for the grid's chunk (global.css draws them). */
export const CARDS_PLACEHOLDER = <div data-placeholder="cards" />;

export const CardGrid = hydrateLazily(onServer.CardGrid, () => import("./CardGrid").then((module) => module.CardGrid), { placeholder: CARDS_PLACEHOLDER });
