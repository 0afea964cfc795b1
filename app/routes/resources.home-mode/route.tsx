// POST /resources/home-mode: the home mode toggle (000 §2.4, §4.1); home-mode.server.ts.
export { action, loader } from "./home-mode.server";
