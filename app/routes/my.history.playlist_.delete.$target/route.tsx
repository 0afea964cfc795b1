// /my/history/playlist/delete/{listIdx}: '재생목록을 삭제하시겠습니까?' (001 §5). The owner deletes the
// playlist; anyone else takes a shared one off their list. A page of its own (a sibling of the list,
// without its card JS); with JS the list shows it over itself.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import HistoryConfirm from "~/components/my/HistoryConfirm";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./playlist-delete.server";

export { action, loader } from "./playlist-delete.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDeletePlaylist() {
  const { listIdx, owner } = useLoaderData<typeof loader>();
  return <HistoryConfirm list="playlist" target={listIdx} playlist={{ owner }} />;
}

export const ErrorBoundary = RouteErrorBoundary;
