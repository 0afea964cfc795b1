// /my/favorite/group/{streamerId}: '그룹에 추가' from a card's menu, the streamer's groups as checkboxes.
// A page of its own; with JS the favourites page shows the same dialog over itself, with this loader's data.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { GroupMembers } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./group-members.server";

export { action, loader } from "./group-members.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function GroupMembersPage() {
  return <GroupMembers {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
