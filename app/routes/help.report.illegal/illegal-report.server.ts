// Loader and action of /help/report/illegal (002 §2.9): the help forms' ticket loader and action
// (../help/ticket.server.ts) for the illegal report, plus the page's dialogs (?dialog=guide | update).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { helpIllegalGuide } from "~/i18n/ko/help/illegal-guide";
import { ticketAction, ticketLoader } from "../help/ticket.server";

export async function loader(args: LoaderFunctionArgs) {
  const dialog = new URL(args.request.url).searchParams.get("dialog");
  return json({
    ...(await ticketLoader(args, "illegal")),
    dialog: dialog === "guide" || dialog === "update" ? dialog : null,
    guide: dialog === "guide" ? helpIllegalGuide.guide : null,
  });
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "illegal");
}
