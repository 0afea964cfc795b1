// The deferred station parts as the server renders them (see Deferred). Imported for its effect by the
// station and settings layouts; the browser loads the same components lazily.
import { CardGrid } from "../cards/CardGrid";
import { provideServerParts } from "./Deferred";
import { BulkDialog } from "./BulkDialogs";
import { PostDialog } from "./PostDialogs";
import { PostMenu } from "./PostMenu";
import { SettingsProblem } from "./SettingsProblem";
import { SidebarLayer } from "./SidebarLayer";
import { MobileBar, StationSidebar } from "./StationSidebar";
import { StationProblem } from "./StationProblem";

provideServerParts({ CardGrid, BulkDialog, PostDialog, PostMenu, SettingsProblem, SidebarLayer, MobileBar, StationSidebar, StationProblem });
