// One board's loader and action, with its read permission (../station.$streamerId/board-page.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAction, boardLoader } from "../station.$streamerId/board-page.server";

export const loader = (args: LoaderFunctionArgs) => boardLoader(args, "board");
export const action = (args: ActionFunctionArgs) => boardAction(args);
