// The sub banner hydrates from its own chunk (not first-load JS); until then its server HTML works: the
// <details> toggles, the links go through the click URLs. It counts its ad's impression without input, so
// the chunk loads right after the page shell (utils/lazy-hydration.tsx).
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const SubBanner = hydrateLazily(onServer.SubBanner, () => import("./SubBanner").then((module) => module.SubBanner), {
  byItself: () => true,
});
