// /live/all (000 §2.6): every live broadcast with the sort control and the group tabs, by 60 with '더보기'.
// The loader is live-all.server.ts; the data of the three /live pages is live-page.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import { live } from "~/i18n/ko/live";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./live-all.server";

export { loader } from "./live-all.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, live.title(live.groups.all));

export default function LiveAll() {
  return <LivePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
