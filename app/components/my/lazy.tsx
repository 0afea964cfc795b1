// The My dialogs drawn as pages of their own (a direct load of /my/favorite/manage and the like; with JS the lists
// open them over themselves), hydrating from their own chunk right after the page shell: the page's HTML is the
// whole dialog, which works as plain forms and links until then, and its code is no part of the first load. The
// story's delete confirmation: lazy-confirm.tsx.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

const dialogs = () => import("./FavouriteDialogs");
const byItself = () => true;

export const ManageStreamers = hydrateLazily(onServer.ManageStreamers, () => dialogs().then((module) => module.ManageStreamers), { byItself });
export const GroupEdit = hydrateLazily(onServer.GroupEdit, () => dialogs().then((module) => module.GroupEdit), { byItself });
export const GroupAdd = hydrateLazily(onServer.GroupAdd, () => dialogs().then((module) => module.GroupAdd), { byItself });
export const RemoveGroup = hydrateLazily(onServer.RemoveGroup, () => dialogs().then((module) => module.RemoveGroup), { byItself });
export const GroupMembers = hydrateLazily(onServer.GroupMembers, () => dialogs().then((module) => module.GroupMembers), { byItself });
export const RemoveFavourite = hydrateLazily(onServer.RemoveFavourite, () => dialogs().then((module) => module.RemoveFavourite), { byItself });
