// /station/{streamerId}/guest: the guestbook (board type 101, 001 §2.9); '글쓰기' carries its number.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BoardView } from "~/components/station/BoardView";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { useStationData } from "~/components/station/useStation";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import type { loader } from "./guestbook.server";

export { action, loader } from "./guestbook.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, args.data?.page.board?.name || t.board.guestbook);

export default function Guestbook() {
  const { page, query, bbsNo } = useLoaderData<typeof loader>();
  const { station } = useStationData();
  return <BoardView streamerId={station.userId} heading={page.board?.name || t.board.guestbook} page={page} query={query} bbsNo={bbsNo} showBoard={false} />;
}

export const ErrorBoundary = StationErrorBoundary;
