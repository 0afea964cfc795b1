// The server's synchronous view of the results area (see lazy.tsx); emptied in the browser bundle,
// where it comes with import() instead.
export { Results } from "./Results";
