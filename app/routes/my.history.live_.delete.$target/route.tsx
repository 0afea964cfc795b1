// /my/history/live/delete/{target}: the confirmation before deleting every recent LIVE (001 §5). A page of
// its own (a sibling of the list, without its card JS); with JS the list shows it over itself.
import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import HistoryConfirm from "~/components/my/HistoryConfirm";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { action, loader } from "./live-delete.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDelete() {
  return <HistoryConfirm list="live" target={useParams().target ?? ""} />;
}

export const ErrorBoundary = RouteErrorBoundary;
