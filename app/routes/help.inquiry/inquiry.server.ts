// Loader and action of /help/inquiry (002 §2.8): the help forms' ticket loader and action (features/help/ticket.server.ts)
// for the 1:1 inquiry.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ticketAction, ticketLoader } from "~/features/help/ticket.server";

export function loader(args: LoaderFunctionArgs) {
  return ticketLoader(args, "inquiry");
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "inquiry");
}
