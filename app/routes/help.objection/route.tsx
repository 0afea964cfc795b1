// /help/objection: the objection (002 §2.10) form; the status is fetched on entry (see ticketLoader).
// Everything is in TicketForm and the help forms' ticket loader / action (features/help/ticket.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/form.module.css";
import { TicketPage } from "~/components/help/TicketPage";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpObjection } from "~/i18n/ko/help/objection";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { action, loader } from "./objection.server";

export { action, loader } from "./objection.server";
export { sendLimitHeaders as headers } from "~/utils/send-limit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function HelpObjectionForm() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <TicketPage page={page} action={reply} intro={<p className={styles.notice}>{helpObjection.notice}</p>} />;
}

export const ErrorBoundary = RouteErrorBoundary;
