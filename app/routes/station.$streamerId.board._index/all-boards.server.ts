// 전체 게시판's loader and action: every board the viewer may read (features/station/board-page.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAction, boardLoader } from "~/features/station/board-page.server";

export const loader = (args: LoaderFunctionArgs) => boardLoader(args, "all");
export const action = (args: ActionFunctionArgs) => boardAction(args);
