// /help/report/content: the content report (002 §2.8) form. Everything is in TicketForm and the ticket loader / action.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TicketPage } from "~/components/help/TicketPage";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import { ticketAction, ticketLoader } from "~/upstream/help-ticket.server";
import { titleMeta } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  return json(await ticketLoader(args, "report"));
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "report");
}

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function HelpReportForm() {
  const page = useLoaderData<typeof loader>();
  const action = useActionData<typeof ticketAction>();
  return <TicketPage page={page} action={action} />;
}

export const ErrorBoundary = RouteErrorBoundary;
