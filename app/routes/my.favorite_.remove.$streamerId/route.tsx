// /my/favorite/remove/{streamerId}: removing a favourite asks first (001 §5); the shared favourite action
// answers with its toasts and comes back to '스트리머 관리'. A page of its own; with JS the favourites
// page shows the same confirmation over itself.
import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { RemoveFavourite } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function RemoveFavouritePage() {
  return <RemoveFavourite streamerId={useParams().streamerId ?? ""} />;
}

export const ErrorBoundary = RouteErrorBoundary;
