// /live/group/sports (000 §2.6, §4.8): the live group page with today's schedule ('오늘의 주요일정',
// server-rendered HTML: it has no behaviour) and the HOT text banner.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { LivePage } from "~/components/live/LivePage";
import sportsStyles from "~/components/live/sports.css";
import { TextBanner } from "~/components/live/TextBanner";
import { live } from "~/i18n/ko/live";
import type { liveSportsLoader } from "~/utils/live-page.server";
import { titleMeta } from "~/utils/meta";

export { liveSportsLoader as loader } from "~/utils/live-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsStyles }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, live.title(live.groups.sports));

export default function LiveSports() {
  const { schedule, ...page } = useLoaderData<typeof liveSportsLoader>();
  return (
    <LivePage data={page}>
      <TextBanner items={page.textBanners} />
      <div dangerouslySetInnerHTML={{ __html: schedule }} />
    </LivePage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
