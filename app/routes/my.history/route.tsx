// Layout of the history pages (001 §2.5): the five sub-tabs over one shared layout. /my/history/story
// ('내 글/댓글') is a tab of its own and sits outside it (my.history_.story).
import type { MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLocation } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { myStyles as styles } from "~/components/my/blocks";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const TABS = ["live", "vod", "later", "up", "playlist"] as const;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function HistoryLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <h1 className="visually-hidden">{my.titles.history}</h1>
      <nav aria-label={myHistory.history.tabsLabel}>
        <ul className={styles.subTabs}>
          {TABS.map((tab) => {
            const to = `/my/history/${tab}`;
            return (
              <li key={tab}>
                <Link to={to} aria-current={pathname === to || pathname.startsWith(`${to}/`) ? "page" : undefined}>
                  {myHistory.history.tabs[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
