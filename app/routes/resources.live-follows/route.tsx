// GET /resources/live-follows: the member's followed streamers who are off air, for the page's live events client
// (issue 70 item 3); live-follows.server.ts.
export { loader } from "./live-follows.server";
