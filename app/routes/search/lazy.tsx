// The results area hydrates right after the page shell (heading, tabs, messages), from its own chunk, so
// that the search page's first-load JS stays within budget (docs/budgets.md). The server renders it synchronously:
// the HTML is complete with or without JS, and it works as plain HTML until its code has arrived. The
// parts it shows only for some searches load one level further down (occasional/lazy.tsx).
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const Results = hydrateLazily(onServer.Results, () => import("./Results").then((module) => module.Results));
