// /login?returnTo=…: sends the user to the upstream login page (login.server.ts).
export { loader } from "./login.server";
