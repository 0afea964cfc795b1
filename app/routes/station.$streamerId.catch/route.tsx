// /station/{streamerId}/catch: the station's Catch clips (001 §2.9), vertical cards, 20 per page.
import type { MetaFunction } from "@remix-run/node";
import { CatchPage } from "~/components/station/CatchPage";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { stationMedia as t } from "~/i18n/ko/station/media";
import type { loader } from "./catch.server";

export { loader } from "./catch.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.catch.heading);

export default function StationCatch() {
  return <CatchPage kind="catch" />;
}

export const ErrorBoundary = StationErrorBoundary;
