// /my/fan (001 §2.4): fan-club streamers with pinning, their LIVE and VOD.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { StreamerListPage } from "~/components/my/StreamerListPage";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./fan.server";

export { action, loader } from "./fan.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.fan);

export default function MyFan() {
  const data = useLoaderData<typeof loader>();
  return <StreamerListPage title={my.titles.fan} {...data} empty={{ text: my.fan.empty }} />;
}

export const ErrorBoundary = RouteErrorBoundary;
