// The server's synchronous view of the sub banner (see lazy.tsx); emptied in the browser bundle.
export { SubBanner } from "./SubBanner";
