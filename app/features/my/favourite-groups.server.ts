// The favourites' group on view (`?groupId=`) and what the '그룹 편집' and '스트리머 관리' dialogs list: shared
// by /my/favorite, /my/favorite/groups/edit and /my/favorite/manage.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getFavouriteGroups, getStreamers } from "~/upstream/clients/my.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/** ?groupId= filters the favourites page (digits only), else all favourites are shown. */
export const groupIdField = z
  .string()
  .regex(/^\d{1,20}$/)
  .nullable()
  .catch(null);
const FavouriteDialogSearch = searchParamsSchema({ groupId: groupIdField });

/** /my/favorite/groups/edit and /manage: the groups and the strip's streamers (of the URL's group). */
export async function loadFavouriteDialog({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const { groupId } = parseSearchParams(FavouriteDialogSearch, request);
  const [groups, streamers] = await Promise.all([getFavouriteGroups(ctx), getStreamers(ctx, "favorite", groupId)]);
  return json({ groups, streamers }, { headers: { "Cache-Control": "private, no-store" } });
}
