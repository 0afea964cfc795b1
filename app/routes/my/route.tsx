// Layout of the My area (001 §2.1–2.2): every /my page requires login (guests go to login and come back),
// and shows the My tabs, except under /my/feed. The feed pages (issue 8) nest here as my.feed… routes
// (or sit beside it as my_.feed…) without touching this file. What several My pages share on the server
// (action input and toasts, pins, the dialog routes, the favourites' and the feed's actions) sits beside it.
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLocation } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { MyTabs, tabStyles } from "./MyTabs";

export { loader } from "./my.server";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.my);

/** The tabs are hidden under /my/feed (001 §2.2). */
export const isFeedPath = (pathname: string) => /^\/my\/feed(\/|$)/.test(pathname);

export default function MyLayout() {
  const { pathname } = useLocation();
  return (
    <div className={tabStyles.area}>
      {isFeedPath(pathname) ? null : <MyTabs />}
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
