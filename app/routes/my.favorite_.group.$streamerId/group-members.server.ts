// /my/favorite/group/{streamerId} ('그룹에 추가'): the groups, each with whether the streamer is in it; the
// favourites' action answers the form (features/my/favourite-action.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getFavouriteGroups, getStreamers } from "~/upstream/clients/my.server";

export { favouriteAction as action } from "~/features/my/favourite-action.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const streamerId = params.streamerId ?? "";
  const groups = await getFavouriteGroups(ctx);
  const members = await Promise.all(groups.map((group) => getStreamers(ctx, "favorite", group.idx)));
  const streamer =
    members.flat().find((item) => item.userId === streamerId) ?? (await getStreamers(ctx, "favorite")).find((item) => item.userId === streamerId);
  return json({
    streamerId,
    nickname: streamer?.nickname ?? streamerId,
    groups: groups.map((group, index) => ({ ...group, member: members[index].some((item) => item.userId === streamerId) })),
  });
}
