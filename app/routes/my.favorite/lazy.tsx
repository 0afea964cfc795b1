// '방송국 새 글' and the card sections below it (the recommended streamers with them) hydrate from their own
// chunks at the reader's first input: they are below the strip and the group tabs, and keep /my/favorite within the first-load
// JS budget (docs/budgets.md). Their server HTML is complete, and until the chunks arrive the posts are links,
// not-recommend a form and '더보기' a link to the next section's page.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const FeedPosts = hydrateLazily(onServer.FeedPosts, () => import("./FeedPosts").then((module) => module.FeedPosts));
export const FavouriteSections = hydrateLazily(onServer.FavouriteSections, () => import("./Sections").then((module) => module.FavouriteSections));
