// /help/inquiry: the 1:1 inquiry (002 §2.8) form. Everything is in TicketForm and the help forms' ticket
// loader / action (features/help/ticket.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TicketPage } from "~/components/help/TicketPage";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { action, loader } from "./inquiry.server";

export { action, loader } from "./inquiry.server";
export { sendLimitHeaders as headers } from "~/utils/send-limit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function HelpInquiryForm() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <TicketPage page={page} action={reply} />;
}

export const ErrorBoundary = RouteErrorBoundary;
