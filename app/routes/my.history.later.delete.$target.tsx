// /my/history/later/delete/played and …/delete/all: the confirmations before deleting every played entry
// or every entry of the watch-later list (001 §5).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog, useListHref } from "~/components/my/ConfirmDialog";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { laterAction } from "~/utils/my-routes.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (params.target !== "all" && params.target !== "played") throw new Response(null, { status: 404 });
  return null;
}

export const action = laterAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDeleteLater() {
  const played = useParams().target === "played";
  const confirm = myHistory.history.confirm;
  return (
    <ConfirmDialog
      lines={played ? confirm.laterPlayed : confirm.laterAll}
      fields={{ intent: played ? "delete-played" : "delete-all" }}
      closeTo={useListHref()}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
