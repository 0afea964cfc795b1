// The guestbook's loader and action: the board of type 101 (features/station/board-page.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAction, boardLoader } from "~/features/station/board-page.server";

export const loader = (args: LoaderFunctionArgs) => boardLoader(args, "guest");
export const action = (args: ActionFunctionArgs) => boardAction(args);
