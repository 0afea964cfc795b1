// POST /resources/popup: closing a promotional popup without JS (001 §2.16, §4.9); popup.server.ts.
export { action, loader } from "./popup.server";
