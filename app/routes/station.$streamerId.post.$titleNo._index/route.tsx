// /station/{streamerId}/post/{titleNo}: a post or VOD post with its menu and management, and its comments
// (001 §2.9, §4.3, §6).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";
import { stationMeta } from "~/components/station/meta";
import { BulkDialog, CommentDialog, PostDialog, StationErrorBoundary } from "~/components/station/lazy";
import { useHere, useStationData } from "~/components/station/useStation";
import type { BulkStep } from "~/domain/station";
import { isSubmissionFailure } from "~/domain/submission";
import { useViewer } from "~/utils/root-data";
import { listPath, PostView } from "./PostView";
import type { CommentDialogAnswer } from "./comments.server";
import type { loader, PostActionData } from "./post.server";

export { action, loader } from "./post.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, args.data?.post.title);

const BULK_STEPS = ["confirmDelete", "move", "error"];

export default function PostPage() {
  const { post, comments, dialog, blindReason, reportForm, vodLinks } = useLoaderData<typeof loader>();
  const answer = useActionData<PostActionData | CommentDialogAnswer | Record<string, unknown>>();
  const navigation = useNavigation();
  const { station } = useStationData();
  const viewer = useViewer();
  const here = useHere(["dialog", "target", "confirm", "layer"]);
  const step = answer && "step" in answer ? String(answer.step) : null;
  const formAnswer = step === "form" ? (answer as Extract<PostActionData, { step: "form" }>) : null;
  const open = formAnswer?.dialog ?? dialog;
  const allowed =
    open === "delete"
      ? post.permissions.delete
      : open === "vodDelete"
        ? post.permissions.vodDelete
        : open === "unblind"
          ? post.permissions.unblind
          : open === "pin"
            ? post.permissions.pin || post.permissions.unpin
            : open === "report"
              ? post.permissions.report
              : false;
  // A comment dialog keeps its answer (the report's reason missing) and a post that did not get through.
  const dialogAnswer =
    answer && "form" in answer && (answer.form === "commentDelete" || answer.form === "commentReport") ? (answer as CommentDialogAnswer) : null;
  const commentDialog = comments.dialog;
  // An open comment dialog shows its post's failure in place (the page's other forms' are toasts).
  useClaimSubmissionFailures(useLocation().pathname, () => commentDialog !== null);
  return (
    <>
      <PostView post={post} comments={comments} streamerId={station.userId} signedIn={Boolean(viewer)} blindReason={blindReason} vodLinks={vodLinks} />
      {open && allowed && navigation.state === "idle" ? (
        <PostDialog
          dialog={open}
          post={post}
          closeHref={here}
          boardHref={listPath(station.userId, post)}
          blindReason={blindReason}
          reportForm={reportForm}
          errors={formAnswer?.errors ?? {}}
          values={formAnswer?.values ?? {}}
        />
      ) : null}
      {commentDialog ? (
        <CommentDialog
          kind={commentDialog.kind}
          comment={commentDialog.comment}
          reportForm={commentDialog.reportForm}
          closeHref={here}
          submissionKey={comments.submissionKey}
          errors={dialogAnswer?.errors ?? {}}
          sent={dialogAnswer?.sent ?? null}
          failure={isSubmissionFailure(answer) && !("form" in answer && answer.form !== commentDialog.kind) ? answer.submissionFailed : null}
        />
      ) : null}
      {step && BULK_STEPS.includes(step) && navigation.state === "idle" ? <BulkDialog step={answer as BulkStep} closeHref={here} /> : null}
    </>
  );
}

export const ErrorBoundary = StationErrorBoundary;
