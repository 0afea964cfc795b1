// /my/favorite/manage ('스트리머 관리'): the strip's streamers (of the URL's group) as the favourites page has
// them; the favourites' action answers its pin toggles.
export { favouriteAction as action } from "~/features/my/favourite-action.server";
export { loadFavouriteDialog as loader } from "~/features/my/favourite-groups.server";
