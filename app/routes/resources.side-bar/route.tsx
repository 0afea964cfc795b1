// POST /resources/side-bar: the side bar's collapse / expand button; side-bar.server.ts.
export { action, loader } from "./side-bar.server";
