// Loader and action of /help/report/illegal (002 §2.9): the help forms' ticket loader and action
// (features/help/ticket.server.ts) for the illegal report, plus the update alert (?dialog=update) and the types
// guide's text, which the page always carries: the guide opens in place (#illegal-guide), so that opening
// it never reloads the form; an older address asking ?dialog=guide is sent there.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { helpIllegalGuide } from "~/i18n/ko/help/illegal-guide";
import { ticketAction, ticketPage, ticketPageStatus } from "~/features/help/ticket.server";

export async function loader(args: LoaderFunctionArgs) {
  const dialog = new URL(args.request.url).searchParams.get("dialog");
  if (dialog === "guide") throw redirect("/help/report/illegal#illegal-guide");
  const { page, headers } = await ticketPage(args, "illegal");
  return json({ ...page, dialog: dialog === "update" ? dialog : null, guide: helpIllegalGuide.guide }, { status: ticketPageStatus(page), headers });
}

export function action(args: ActionFunctionArgs) {
  return ticketAction(args, "illegal");
}
