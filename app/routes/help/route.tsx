// Layout of the help area (002 §2.1): the help header variant and the title '고객센터 - {product}'.
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { SubmissionKeyProvider } from "~/components/forms/SubmissionKey";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import type { PageHandle } from "~/utils/handle";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./help-layout.server";

export { loader } from "./help-layout.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "help" };

export default function HelpLayout() {
  const { honeypot, submissionKey } = useLoaderData<typeof loader>();
  return (
    <HoneypotProvider {...honeypot}>
      <SubmissionKeyProvider value={submissionKey}>
        <Outlet />
      </SubmissionKeyProvider>
    </HoneypotProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
