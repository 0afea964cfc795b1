// POST /resources/theme: the theme menu of the header (issue 22); theme.server.ts.
export { action, loader } from "./theme.server";
