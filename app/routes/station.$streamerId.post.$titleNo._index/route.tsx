// /station/{streamerId}/post/{titleNo}: a post or VOD post with its menu and management (001 §2.9, §4.3).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { BulkDialog, PostDialog, StationErrorBoundary } from "~/components/station/lazy";
import { useHere, useStationData } from "~/components/station/useStation";
import type { BulkStep } from "~/domain/station";
import { listPath, PostView } from "./PostView";
import type { loader, PostActionData } from "./post.server";

export { action, loader } from "./post.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, args.data?.post.title);

export default function PostPage() {
  const { post, comments, dialog, blindReason, reportForm, vodLinks } = useLoaderData<typeof loader>();
  const answer = useActionData<PostActionData>();
  const navigation = useNavigation();
  const { station } = useStationData();
  const here = useHere();
  const formAnswer = answer?.step === "form" ? answer : null;
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
  return (
    <>
      <PostView post={post} comments={comments} streamerId={station.userId} blindReason={blindReason} vodLinks={vodLinks} />
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
      {answer && answer.step !== "form" && navigation.state === "idle" ? <BulkDialog step={answer as BulkStep} closeHref={here} /> : null}
    </>
  );
}

export const ErrorBoundary = StationErrorBoundary;
