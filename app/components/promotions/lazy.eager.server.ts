// The server's synchronous view of the sub banner (see split.tsx); emptied in the browser bundle.
export { SubBanner } from "./SubBanner";
