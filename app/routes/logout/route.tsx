// POST /logout: the upstream ends the session, then comes back to the home page (logout.server.ts).
export { action, loader } from "./logout.server";
