// The station home's top (cover and live card) hydrating from its own chunk at the reader's first input
// (utils/lazy-hydration.tsx): the server's HTML is all of it, links that work as they are, so it adds nothing to
// the page's first-load JS (docs/budgets.md: station pages are near the budget).
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const HomeTop = hydrateLazily(onServer.HomeTop, () => import("./HomeTop").then((module) => module.HomeTop));
