// The home page's sections (and the card family with them) hydrate from their own chunk right after the
// page shell, so that the first-load JS stays within budget (README); the HTML is complete without it.
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const HomeSections = split(onServer.HomeSections, () => import("./HomeSections").then((module) => module.HomeSections));
