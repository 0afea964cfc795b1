// /{userId} → /station/{userId} (features/station/legacy-redirect.server).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { legacyStationRedirect } from "~/features/station/legacy-redirect.server";

export const loader = (args: LoaderFunctionArgs) => legacyStationRedirect(args, (id) => `/station/${encodeURIComponent(id)}`);
