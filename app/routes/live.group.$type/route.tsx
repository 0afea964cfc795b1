// /live/group/{type} for game, bora and award2024 (000 §2.6; sports has its own route for its schedule):
// any other type goes to /live/all. Poster strip, group banners (bora by its category's variant), list.
// The loader is live-group.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import { live } from "~/i18n/ko/live";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./live-group.server";

export { loader } from "./live-group.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => titleMeta(matches, live.title(live.groups[data?.group ?? "all"]));

export default function LiveGroup() {
  return <LivePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
