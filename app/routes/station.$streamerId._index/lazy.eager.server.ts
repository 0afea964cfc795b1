// The server's synchronous view of the station home's lazily hydrated top (see lazy.tsx); emptied in the browser
// bundle, where it comes with import() instead.
export { HomeTop } from "./HomeTop";
