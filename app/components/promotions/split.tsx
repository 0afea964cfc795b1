// The sub banner hydrates from its own chunk (not first-load JS); until then its server HTML works: the
// <details> toggles, the links go through the click URLs. (The home page splits its popups in home/split.)
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const SubBanner = split(onServer.SubBanner, () => import("./SubBanner").then((module) => module.SubBanner));
