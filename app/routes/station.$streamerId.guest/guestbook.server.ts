// The guestbook's loader and action: the board of type 101 (../station.$streamerId/board-page.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAction, boardLoader } from "../station.$streamerId/board-page.server";

export const loader = (args: LoaderFunctionArgs) => boardLoader(args, "guest");
export const action = (args: ActionFunctionArgs) => boardAction(args);
