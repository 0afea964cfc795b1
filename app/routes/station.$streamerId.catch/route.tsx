// /station/{streamerId}/catch: the station's Catch clips (001 §2.9), vertical cards, 20 per page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CatchPage } from "~/components/station/CatchPage";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { stationMedia as t } from "~/i18n/ko/station/media";
import { catchLoader } from "~/upstream/station-pages.server";

export const loader = (args: LoaderFunctionArgs) => catchLoader(args, "catch");
export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.catch.heading);

export default function StationCatch() {
  return <CatchPage kind="catch" />;
}

export const ErrorBoundary = StationErrorBoundary;
