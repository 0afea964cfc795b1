// /my/favorite/groups/new ('그룹 추가'): the favourites' action creates the group.
export { favouriteAction as action } from "~/features/my/favourite-action.server";
