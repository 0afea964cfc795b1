// /live/group/sports (000 §2.6, §4.8): the live group page with the HOT text banner and today's schedule
// ('오늘의 주요일정'), both server-rendered HTML. The loader is live-sports.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticHtml } from "~/components/directory/StaticHtml";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import { live } from "~/i18n/ko/live";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./live-sports.server";
import sportsStyles from "./sports.css";

export { loader } from "./live-sports.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsStyles }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, live.title(live.groups.sports));

export default function LiveSports() {
  const { sports, ...page } = useLoaderData<typeof loader>();
  return (
    <LivePage data={page}>
      <StaticHtml html={sports} />
    </LivePage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
