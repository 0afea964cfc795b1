// /{userId}/post/{titleNo} → /station/{userId}/post/{titleNo} (features/station/legacy-redirect.server).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TITLE_NO } from "~/domain/station";
import { legacyStationRedirect } from "~/features/station/legacy-redirect.server";

export const loader = (args: LoaderFunctionArgs) => {
  const titleNo = args.params.titleNo ?? "";
  if (!TITLE_NO.test(titleNo)) throw new Response("Not Found", { status: 404 });
  return legacyStationRedirect(args, (id) => `/station/${encodeURIComponent(id)}/post/${titleNo}`);
};
