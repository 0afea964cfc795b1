// /my/favorite/remove/{streamerId}: removing a favourite asks first (001 §5); the shared favourite action
// answers with its toasts and comes back to '스트리머 관리'.
import type { MetaFunction } from "@remix-run/node";
import { useLocation, useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog } from "~/components/my/ConfirmDialog";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function RemoveFavourite() {
  const { streamerId = "" } = useParams();
  const { search } = useLocation();
  const manage = `/my/favorite/manage${search}`;
  return (
    <ConfirmDialog
      lines={[myFavorite.removeConfirm]}
      action="/resources/favorite"
      closeTo={manage}
      fields={{ intent: "remove", streamerId, returnTo: manage }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
