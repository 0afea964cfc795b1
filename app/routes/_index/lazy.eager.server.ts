// The server's synchronous view of the home page's lazily hydrated parts (see lazy.tsx); emptied in the
// browser bundle, where they come with import() instead.
export { Assistant } from "./Assistant";
export { FeaturedLive } from "./FeaturedLive";
export { HomeSections } from "./HomeSections";
export { PromoPopups } from "./PromoPopups";
