// Loader and action of /help/objection (002 §2.10): the help forms' ticket loader and action
// (features/help/ticket.server.ts) for the objection, whose loader checks the objection status on entry.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ticketAction, ticketLoader } from "~/features/help/ticket.server";

export function loader(args: LoaderFunctionArgs) {
  return ticketLoader(args, "objection");
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "objection");
}
