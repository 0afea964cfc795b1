// Layout of the My area (001 §2.1–2.2): every /my page requires login (guests go to login and come back),
// and shows the My tabs. The feed pages (issue 8), which show no tabs (001 §2.2), sit beside it as
// my_.feed… routes (their loaders require login themselves, their frame composes the area's), so that
// they carry none of this layout's code. What several My pages share on the server
// (action input and toasts, pins, the dialog routes, the favourites' and the feed's actions) sits beside it.
import type { MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { MyTabs, tabStyles } from "./MyTabs";

export { loader } from "./my.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.my);

export default function MyLayout() {
  return (
    <div className={tabStyles.area}>
      <MyTabs />
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
