// /my/favorite/groups/edit: '그룹 편집', rename or delete each group; the dialog stays open after each.
// A page of its own; with JS the favourites page shows the same dialog over itself.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { GroupEdit } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./group-edit.server";

export { action, loader } from "./group-edit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function GroupEditPage() {
  return <GroupEdit groups={useLoaderData<typeof loader>().groups} />;
}

export const ErrorBoundary = RouteErrorBoundary;
