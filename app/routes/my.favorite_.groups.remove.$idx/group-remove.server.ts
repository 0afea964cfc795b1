// /my/favorite/groups/remove/{idx}: the group asked about (404 when the user has none such; the error page, 503,
// when the upstream did not say which groups there are: not "no such page"); the favourites' action deletes it.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getFavouriteGroupsOrNull } from "~/upstream/clients/my.server";

export { favouriteAction as action } from "~/features/my/favourite-action.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const groups = await getFavouriteGroupsOrNull({ request, context });
  if (groups === null) throw new Response(null, { status: 503 });
  const group = groups.find((item) => item.idx === params.idx);
  if (!group) throw new Response(null, { status: 404 });
  return json(group, { headers: { "Cache-Control": "private, no-store" } });
}
