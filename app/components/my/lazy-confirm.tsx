// The confirmation before deleting a post or comment of 내 글/댓글 drawn as a page of its own, hydrating from its own
// chunk as the favourites' dialogs do (see lazy.tsx); a module apart so that its page's first load carries no wrapper
// of those dialogs.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const ConfirmDialog = hydrateLazily(onServer.ConfirmDialog, () => import("./ConfirmDialog").then((module) => module.ConfirmDialog), {
  byItself: () => true,
});
