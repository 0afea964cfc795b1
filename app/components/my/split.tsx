// The My lists' card grids (and the card family with them) hydrate from their own chunk right after the
// page, so that the lists stay within the first-load JS budget (README); the server HTML is complete and
// the cards work as plain links, forms and <details> menus until then.
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const CardGrid = split(onServer.CardGrid, () => import("~/components/cards/CardGrid").then((module) => module.CardGrid));
