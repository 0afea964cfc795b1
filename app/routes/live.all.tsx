// /live/all (000 §2.6): every live broadcast with the sort control and the group tabs, by 60 with '더보기'.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import { live } from "~/i18n/ko/live";
import type { liveAllLoader } from "~/utils/live-page.server";
import { titleMeta } from "~/utils/meta";

export { liveAllLoader as loader } from "~/utils/live-page.server";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, live.title(live.groups.all));

export default function LiveAll() {
  return <LivePage data={useLoaderData<typeof liveAllLoader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
