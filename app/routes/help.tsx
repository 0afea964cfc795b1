// Layout of the help area (002 §2.1): the help header variant and the title '고객센터 - {product}'.
import type { MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import type { PageHandle } from "~/utils/handle";
import { titleMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "help" };

export default function HelpLayout() {
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
