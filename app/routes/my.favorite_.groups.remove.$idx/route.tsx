// /my/favorite/groups/remove/{idx}: deleting a group asks first (001 §5); cancel and the answer come back
// to '그룹 편집'. A page of its own; with JS the favourites page shows the same confirmation over itself.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { RemoveGroup } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./group-remove.server";

export { action, loader } from "./group-remove.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function RemoveGroupPage() {
  return <RemoveGroup group={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
