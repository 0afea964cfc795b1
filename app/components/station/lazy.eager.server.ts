// The server's synchronous view of the station's split parts (see lazy.ts); emptied in the browser
// bundle, where they come with import() instead.
export { CardGrid } from "../cards/CardGrid";
export { BulkDialog } from "./BulkDialogs";
export { CommentDialog } from "./CommentDialogs";
export { Comments } from "./Comments";
export { PostDialog } from "./PostDialogs";
export { PostForm } from "./PostForm";
export { PostList } from "./PostList";
export { PostMenu } from "./PostMenu";
export { SettingsProblem } from "./SettingsProblem";
export { SidebarLayer } from "./SidebarLayer";
export { MobileBar, StationSidebar } from "./StationSidebar";
export { StationProblem } from "./StationProblem";
