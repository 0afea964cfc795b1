// The server's synchronous view of the card family's split parts (see split.tsx); emptied in the browser
// bundle, where they come with import() instead.
export { CardGrid } from "./CardGrid";
