// GET /resources/my-station: the account menu's '내 방송국'; my-station.server.ts.
export { loader } from "./my-station.server";
