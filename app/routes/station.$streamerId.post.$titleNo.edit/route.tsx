// /station/{streamerId}/post/{titleNo}/edit: edit a post (its writer only; 001 §2.9).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { PostForm, StationErrorBoundary } from "~/components/station/lazy";
import type { PostFormProps } from "~/components/station/PostForm";
import { useStationData } from "~/components/station/useStation";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import type { loader } from "./edit.server";

export { action, loader } from "./edit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, e.form.editTitle);

export default function EditPost() {
  const { boards, defaults, keptPhotos, submissionKey, restored, photos } = useLoaderData<typeof loader>();
  const { answer, failure } = useSubmissionAnswer<PostFormProps["answer"]>(useActionData());
  const start = { defaults, keptPhotos, submissionKey, restored };
  const { station } = useStationData();
  const { titleNo } = useParams();
  return (
    <PostForm
      mode="edit"
      boards={boards}
      start={start}
      photos={photos}
      cancelHref={`/station/${encodeURIComponent(station.userId)}/post/${titleNo}`}
      answer={answer}
      failure={failure}
    />
  );
}

export const ErrorBoundary = StationErrorBoundary;
