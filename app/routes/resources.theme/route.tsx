// POST /resources/theme: the theme menu of the header; theme.server.ts.
export { action, loader } from "./theme.server";
