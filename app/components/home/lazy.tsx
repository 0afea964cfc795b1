// The home page's sections (and the card family with them), the main banner and the promotional popups
// hydrate from their own chunks right after the page shell, so that the first-load JS stays within budget
// (README); the HTML is complete without them.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const HomeSections = hydrateLazily(onServer.HomeSections, () => import("./HomeSections").then((module) => module.HomeSections));
export const MainBanner = hydrateLazily(onServer.MainBanner, () => import("./MainBanner").then((module) => module.MainBanner));
export const PromoPopups = hydrateLazily(onServer.PromoPopups, () => import("../promotions/PromoPopups").then((module) => module.PromoPopups));
