// GET /resources/live-events?ids={userId},…: the page's event stream of what changes on air (issue 70);
// features/live-events/stream.server.ts.
export { loader } from "./live-events.server";
