// One board's loader and action, with its read permission (features/station/board-page.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAction, boardLoader } from "~/features/station/board-page.server";

export const loader = (args: LoaderFunctionArgs) => boardLoader(args, "board");
export const action = (args: ActionFunctionArgs) => boardAction(args);
