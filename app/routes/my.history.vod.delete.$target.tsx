// /my/history/vod/delete/all: the confirmation before deleting every recent VOD (001 §5).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog, useListHref } from "~/components/my/ConfirmDialog";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { recentVodAction } from "~/utils/my-routes.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (params.target !== "all") throw new Response(null, { status: 404 });
  return null;
}

export const action = recentVodAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDeleteAllVod() {
  return <ConfirmDialog lines={myHistory.history.confirm.vodAll} fields={{ intent: "delete-all" }} closeTo={useListHref()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
