// The Catch story page's loader (../station.$streamerId/catch-list.server).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catchLoader } from "../station.$streamerId/catch-list.server";

export const loader = (args: LoaderFunctionArgs) => catchLoader(args, "story");
