// /live/group/{type} for game, bora and award2024 (000 §2.6; sports has its own route for its schedule):
// any other type goes to /live/all. Poster strip, group banners (bora by its category's variant), list.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import { isLiveGroupType } from "~/domain/live";
import { live } from "~/i18n/ko/live";
import { loadLivePage } from "~/utils/live-page.server";
import { titleMeta } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const type = args.params.type;
  if (!isLiveGroupType(type)) throw redirect("/live/all");
  return json(await loadLivePage(args, type));
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  titleMeta(matches, live.title(live.groups[data?.group === "all" || !data ? "all" : data.group]));

export default function LiveGroup() {
  return <LivePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
