// /my/history/live/delete/all: the confirmation before deleting every recent LIVE (001 §5).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog, useListHref } from "~/components/my/ConfirmDialog";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { recentLiveAction } from "~/utils/my-routes.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (params.target !== "all") throw new Response(null, { status: 404 });
  return null;
}

export const action = recentLiveAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDeleteAllLive() {
  return <ConfirmDialog lines={myHistory.history.confirm.liveAll} fields={{ intent: "delete-all" }} closeTo={useListHref()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
