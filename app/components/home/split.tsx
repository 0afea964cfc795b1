// The home page's sections (and the card family with them), the main banner and the promotional popups
// hydrate from their own chunks right after the page shell, so that the first-load JS stays within budget
// (README); the HTML is complete without them.
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const HomeSections = split(onServer.HomeSections, () => import("./HomeSections").then((module) => module.HomeSections));
export const MainBanner = split(onServer.MainBanner, () => import("./MainBanner").then((module) => module.MainBanner));
export const PromoPopups = split(onServer.PromoPopups, () => import("../promotions/PromoPopups").then((module) => module.PromoPopups));
