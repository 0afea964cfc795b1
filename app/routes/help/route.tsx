// Layout of the help area (002 §2.1): the help header variant and the title '고객센터 - {product}'.
import { json, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import type { PageHandle } from "~/utils/handle";
import { getHoneypot } from "~/utils/honeypot.server";
import { titleMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "help" };

/** The honeypot fields of the help forms; only help pages ship their provider. */
export function loader() {
  return json({ honeypot: getHoneypot().getInputProps() });
}

export default function HelpLayout() {
  const { honeypot } = useLoaderData<typeof loader>();
  return (
    <HoneypotProvider {...honeypot}>
      <Outlet />
    </HoneypotProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
