// /my/history/later/delete/{target}: the confirmation before deleting every played entry or every entry of watch later (001 §5). A page of
// its own (a sibling of the list, without its card JS); with JS the list shows it over itself.
import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import HistoryConfirm from "~/components/my/HistoryConfirm";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { action, loader } from "./later-delete.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDelete() {
  return <HistoryConfirm list="later" target={useParams().target ?? ""} />;
}

export const ErrorBoundary = RouteErrorBoundary;
