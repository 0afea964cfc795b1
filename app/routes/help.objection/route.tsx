// /help/objection: the objection (002 §2.10): the status is fetched on entry (see ticketLoader) form. Everything is in TicketForm and the ticket loader / action.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/form.module.css";
import { TicketPage } from "~/components/help/TicketPage";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpForm } from "~/i18n/ko/help/form";
import { helpShared } from "~/i18n/ko/help/shared";
import { ticketAction, ticketLoader } from "~/upstream/help-ticket.server";
import { titleMeta } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  return json(await ticketLoader(args, "objection"));
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "objection");
}

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function HelpObjectionForm() {
  const page = useLoaderData<typeof loader>();
  const action = useActionData<typeof ticketAction>();
  return <TicketPage page={page} action={action} intro={<p className={styles.notice}>{helpForm.objection.notice}</p>} />;
}

export const ErrorBoundary = RouteErrorBoundary;
