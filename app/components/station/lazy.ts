// The station's secondary parts (sidebar, menus, dialogs, problem pages, the card grid) hydrate from
// their own chunks (~/utils/lazy-hydration), so that every station page stays within the first-load JS budget
// (docs/budgets.md); the server's HTML is complete and works as plain HTML until then.
import { hydrateLazily } from "~/utils/lazy-hydration";
// Every other route imports the portal's boundary statically, which keeps it in the shared chunk that
// every page loads anyway; importing it here too keeps it there (else every other page pays a chunk).
import "../layout/RouteErrorBoundary";
import { CARDS_PLACEHOLDER } from "../cards/lazy";
import * as onServer from "./lazy.eager.server";

const sidebar = () => import("./StationSidebar");

export const StationSidebar = hydrateLazily(onServer.StationSidebar, () => sidebar().then((module) => module.StationSidebar));
export const MobileBar = hydrateLazily(onServer.MobileBar, () => sidebar().then((module) => module.MobileBar));
export const SidebarLayer = hydrateLazily(onServer.SidebarLayer, () => import("./SidebarLayer").then((module) => module.SidebarLayer));
/** A board's rows (links, and checkboxes of the bulk form for a manager). */
export const PostList = hydrateLazily(onServer.PostList, () => import("./PostList").then((module) => module.PostList));
export const PostMenu = hydrateLazily(onServer.PostMenu, () => import("./PostMenu").then((module) => module.PostMenu));
export const PostDialog = hydrateLazily(onServer.PostDialog, () => import("./PostDialogs").then((module) => module.PostDialog));
export const BulkDialog = hydrateLazily(onServer.BulkDialog, () => import("./BulkDialogs").then((module) => module.BulkDialog));
/** The card family's grid: its JS (menus, undo) would put the VOD and Catch pages over the JS budget. */
export const CardGrid = hydrateLazily(onServer.CardGrid, () => import("../cards/CardGrid").then((module) => module.CardGrid), {
  placeholder: CARDS_PLACEHOLDER,
});

/** A post's comments with their forms (conform and the comment schema come with them) and their dialogs. */
export const Comments = hydrateLazily(onServer.Comments, () => import("./Comments").then((module) => module.Comments));
export const CommentDialog = hydrateLazily(onServer.CommentDialog, () => import("./CommentDialogs").then((module) => module.CommentDialog));

/** The write and edit form: the form system (conform, zod) loads with it at the first input, not with the page. */
export const PostForm = hydrateLazily(onServer.PostForm, () => import("./PostForm").then((module) => module.PostForm));

/** The error boundary of every station page: station states and read refusals, else the portal's pages. */
export const StationErrorBoundary = hydrateLazily(onServer.StationProblem, () => import("./StationProblem").then((module) => module.StationProblem));
/** The settings pages' boundary: also the 403 page for viewers who may not enter. */
export const SettingsErrorBoundary = hydrateLazily(onServer.SettingsProblem, () => import("./SettingsProblem").then((module) => module.SettingsProblem));
