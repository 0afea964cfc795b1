// The deferred station parts (see Deferred): server-rendered at once, hydrated when their chunk arrives.
import type { ComponentProps } from "react";
import type { CardGrid as CardGridView } from "../cards/CardGrid";
import type { BulkDialog as BulkDialogView } from "./BulkDialogs";
import { deferredPart } from "./Deferred";
import type { PostDialog as PostDialogView } from "./PostDialogs";
import type { PostMenu as PostMenuView } from "./PostMenu";
import type { SidebarLayer as SidebarLayerView } from "./SidebarLayer";

const sidebar = () => import("./StationSidebar");

export const StationSidebar = deferredPart<{ contracted: boolean; onFold: (next: boolean) => void }>("StationSidebar", sidebar);
export const MobileBar = deferredPart<object>("MobileBar", sidebar);
export const SidebarLayer = deferredPart<ComponentProps<typeof SidebarLayerView>>("SidebarLayer", () => import("./SidebarLayer"));
export const PostMenu = deferredPart<ComponentProps<typeof PostMenuView>>("PostMenu", () => import("./PostMenu"));
export const PostDialog = deferredPart<ComponentProps<typeof PostDialogView>>("PostDialog", () => import("./PostDialogs"));
/** The card family's grid: its JS (menus, undo) would put the VOD and Catch pages over the JS budget. */
export const CardGrid = deferredPart<ComponentProps<typeof CardGridView>>("CardGrid", () => import("../cards/CardGrid"));
export const BulkDialog = deferredPart<ComponentProps<typeof BulkDialogView>>("BulkDialog", () => import("./BulkDialogs"));

/** The error boundary of every station page: station states and read refusals, else the portal's pages. */
export const StationErrorBoundary = deferredPart<object>("StationProblem", () => import("./StationProblem"));
/** The settings pages' boundary: also the 403 page for viewers who may not enter. */
export const SettingsErrorBoundary = deferredPart<object>("SettingsProblem", () => import("./SettingsProblem"));
