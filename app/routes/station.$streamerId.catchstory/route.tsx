// /station/{streamerId}/catchstory: the station's Catch stories (001 §2.9).
import type { MetaFunction } from "@remix-run/node";
import { CatchPage } from "~/components/station/CatchPage";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { stationMedia as t } from "~/i18n/ko/station/media";
import type { loader } from "./catchstory.server";

export { loader } from "./catchstory.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.catch.storyHeading);

export default function StationCatchStory() {
  return <CatchPage kind="story" />;
}

export const ErrorBoundary = StationErrorBoundary;
