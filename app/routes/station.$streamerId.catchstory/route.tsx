// /station/{streamerId}/catchstory: the station's Catch stories (001 §2.9).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CatchPage } from "~/components/station/CatchPage";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { stationMedia as t } from "~/i18n/ko/station/media";
import { catchLoader } from "~/upstream/station-pages.server";

export const loader = (args: LoaderFunctionArgs) => catchLoader(args, "story");
export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.catch.storyHeading);

export default function StationCatchStory() {
  return <CatchPage kind="story" />;
}

export const ErrorBoundary = StationErrorBoundary;
