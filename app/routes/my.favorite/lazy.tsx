// '방송국 새 글' and the recommended streamers hydrate from their own chunks right after the page: they are
// below the strip and the group tabs, and keep /my/favorite within the first-load JS budget (docs/budgets.md). Their
// server HTML is complete, and until the chunks arrive the posts are links and not-recommend a form.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const FeedPosts = hydrateLazily(onServer.FeedPosts, () => import("./FeedPosts").then((module) => module.FeedPosts));
export const Recommended = hydrateLazily(onServer.Recommended, () => import("./Recommended").then((module) => module.Recommended));
