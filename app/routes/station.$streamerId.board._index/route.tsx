// /station/{streamerId}/board: every board the viewer may read, newest first (001 §2.9).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BoardView } from "~/components/station/BoardView";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { useStationData } from "~/components/station/useStation";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import type { loader } from "./all-boards.server";

export { action, loader } from "./all-boards.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.board.all);

export default function AllBoards() {
  const { page, query, bbsNo } = useLoaderData<typeof loader>();
  const { station } = useStationData();
  return <BoardView streamerId={station.userId} heading={t.board.all} page={page} query={query} bbsNo={bbsNo} showBoard />;
}

export const ErrorBoundary = StationErrorBoundary;
