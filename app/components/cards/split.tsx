// The card grid (and the card family with it) hydrating from its own chunk right after the page, for
// lists that would otherwise pass the first-load JS budget (README): the server HTML is complete, and
// until the chunk arrives the cards work as plain links, forms and <details> menus.
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const CardGrid = split(onServer.CardGrid, () => import("./CardGrid").then((module) => module.CardGrid));
