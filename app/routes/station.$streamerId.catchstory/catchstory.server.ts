// The Catch story page's loader (features/station/catch-list.server).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catchLoader } from "~/features/station/catch-list.server";

export const loader = (args: LoaderFunctionArgs) => catchLoader(args, "story");
