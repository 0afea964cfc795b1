// The server's synchronous view of this page's lazily hydrated parts (see lazy.tsx); emptied in the
// browser bundle, where they come with import() instead.
export { FeedPosts } from "./FeedPosts";
export { FavouriteSections } from "./Sections";
