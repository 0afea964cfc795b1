// The home page's featured live, its sections (and the card family with them), the promotional popups and the assistant hydrate
// from their own chunks, so that the first-load JS stays within budget (docs/budgets.md); the HTML is complete
// without them (the assistant's links and forms work until its chunk arrives). An open assistant panel is
// steered by its frame without input, so it loads right after the page shell; the rest at the first input
// (utils/lazy-hydration.tsx). The main banner hydrates with the route (MainBanner.tsx says why).
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const FeaturedLive = hydrateLazily(onServer.FeaturedLive, () => import("./FeaturedLive").then((module) => module.FeaturedLive));
export const HomeSections = hydrateLazily(onServer.HomeSections, () => import("./HomeSections").then((module) => module.HomeSections));
export const PromoPopups = hydrateLazily(onServer.PromoPopups, () => import("./PromoPopups").then((module) => module.PromoPopups));
export const Assistant = hydrateLazily(onServer.Assistant, () => import("./Assistant").then((module) => module.Assistant), {
  byItself: ({ view }) => view.open,
});
