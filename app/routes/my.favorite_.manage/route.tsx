// /my/favorite/manage: '스트리머 관리', each streamer of the strip (of the URL's group) with its pin toggle
// and '즐겨찾기 해제'. A page of its own; with JS the favourites page shows the same dialog over itself.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ManageStreamers } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./manage.server";

export { action, loader } from "./manage.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function ManageStreamersPage() {
  return <ManageStreamers streamers={useLoaderData<typeof loader>().streamers} />;
}

export const ErrorBoundary = RouteErrorBoundary;
