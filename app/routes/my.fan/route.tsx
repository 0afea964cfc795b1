// /my/fan (001 §2.4): fan-club streamers with pinning, their LIVE and VOD.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { StreamerListPage } from "~/components/my/StreamerListPage";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { loadStreamerList, streamerListAction } from "~/utils/my-routes.server";

export const loader = (args: LoaderFunctionArgs) => loadStreamerList(args, "fanclub");

export const action = (args: ActionFunctionArgs) => streamerListAction(args, "fanclub");

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.fan);

export default function MyFan() {
  const data = useLoaderData<typeof loader>();
  return <StreamerListPage title={my.titles.fan} {...data} empty={{ text: my.fan.empty }} />;
}

export const ErrorBoundary = RouteErrorBoundary;
