// The server's synchronous view of the card family's lazily hydrated parts (see lazy.tsx); emptied in
// the browser bundle, where they come with import() instead.
export { CardGrid } from "./CardGrid";
