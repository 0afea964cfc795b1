// /my/favorite/groups/edit ('그룹 편집'): the groups (and the strip's streamers) as the favourites page has
// them; the favourites' action answers its forms.
export { favouriteAction as action } from "~/features/my/favourite-action.server";
export { loadFavouriteDialog as loader } from "~/features/my/favourite-groups.server";
