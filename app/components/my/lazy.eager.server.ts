// The server's synchronous view of the My dialogs drawn as pages (see lazy.tsx); emptied in the browser bundle,
// where they come with import() instead.
export { ConfirmDialog } from "./ConfirmDialog";
export { GroupAdd, GroupEdit, GroupMembers, ManageStreamers, RemoveFavourite, RemoveGroup } from "./FavouriteDialogs";
