// /station/{streamerId}/post/write[/{boardNumber}]: write a post; a board page carries its number along
// (001 §2.9). Guests go to login; viewers without a writable board see why.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { PostForm, StationErrorBoundary } from "~/components/station/lazy";
import type { PostFormProps } from "~/components/station/PostForm";
import { useStationData } from "~/components/station/useStation";
import { boardPath } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import type { loader } from "./write.server";

export { action, loader } from "./write.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, e.form.writeTitle);

export default function WritePost() {
  const { boards, defaults, keptPhotos, submissionKey, restored, photos } = useLoaderData<typeof loader>();
  const { answer, failure } = useSubmissionAnswer<PostFormProps["answer"]>(useActionData());
  const start = { defaults, keptPhotos, submissionKey, restored };
  const { station } = useStationData();
  const board = boards.find((item) => item.bbsNo === defaults.bbsNo);
  const cancelHref = board
    ? boardPath(station.userId, { bbsNo: board.bbsNo, isGuest: board.displayType === 101 })
    : `/station/${encodeURIComponent(station.userId)}/board`;
  return <PostForm mode="write" boards={boards} start={start} photos={photos} cancelHref={cancelHref} answer={answer} failure={failure} />;
}

export const ErrorBoundary = StationErrorBoundary;
