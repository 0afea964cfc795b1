// POST /resources/side-bar: the side bar's collapse / expand button (issue 22 item 7); side-bar.server.ts.
export { action, loader } from "./side-bar.server";
