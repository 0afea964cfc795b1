// The server's synchronous view of the My area's split parts (see split.tsx); emptied in the browser
// bundle, where they come with import() instead.
export { CardGrid } from "~/components/cards/CardGrid";
