// /my/favorite/groups/remove/{idx}: the group asked about (404 when the user has none such); the favourites'
// action deletes it.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getFavouriteGroups } from "~/upstream/my.server";

export { favouriteAction as action } from "../my/favourite-action.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const group = (await getFavouriteGroups({ request, context })).find((item) => item.idx === params.idx);
  if (!group) throw new Response(null, { status: 404 });
  return json(group, { headers: { "Cache-Control": "private, no-store" } });
}
