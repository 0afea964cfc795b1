// The server's synchronous view of the home page's split parts (see split.tsx); emptied in the browser
// bundle, where they come with import() instead.
export { HomeSections } from "./HomeSections";
export { MainBanner } from "./MainBanner";
export { PromoPopups } from "../promotions/PromoPopups";
