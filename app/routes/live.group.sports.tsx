// /live/group/sports (000 §2.6, §4.8): the live group page with the HOT text banner and today's schedule
// ('오늘의 주요일정'), both server-rendered HTML.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticHtml } from "~/components/directory/StaticHtml";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import sportsStyles from "~/components/live/sports.css";
import { live } from "~/i18n/ko/live";
import type { liveSportsLoader } from "~/utils/live-page.server";
import { titleMeta } from "~/utils/meta";

export { liveSportsLoader as loader } from "~/utils/live-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsStyles }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, live.title(live.groups.sports));

export default function LiveSports() {
  const { sports, ...page } = useLoaderData<typeof liveSportsLoader>();
  return (
    <LivePage data={page}>
      <StaticHtml html={sports} />
    </LivePage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
