// The dialogs of a comment's menu (001 §5, §7.1): the delete's confirmation (the spec's warning) and the station
// report of a comment or a reply (the upstream's reasons, an optional detail checked, never cut). A post that does
// not get through stays in its dialog with what happened and a button to send it again with the same key. The report
// is on the portal's one form system (conform with the action's own schema); without JS a plain post.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { useSentBack, useSubmissionForm } from "~/components/forms/use-submission-form";
import type { ReportReason } from "~/domain/station";
import type { CommentDialog as DialogKind, PostComment } from "~/domain/station-comments";
import type { SubmissionFailure } from "~/domain/submission";
import { commentReportSchema } from "~/forms/station-comment";
import { stationComments as t } from "~/i18n/ko/station/comments";
import { Dialog } from "../dialog/Dialog";
import { DialogButtons } from "./DialogButtons";
import { ReportFields } from "./ReportFields";
import styles from "./station.module.css";

type Props = {
  kind: DialogKind;
  comment: PostComment;
  reportForm: { token: string; reasons: ReportReason[] } | null;
  closeHref: string;
  submissionKey: string;
  errors: Record<string, string[] | null | undefined>;
  /** What the report's post sent, when it comes back (without JS the dialog is drawn again). */
  sent: { reason?: string; comment?: string } | null;
  failure: SubmissionFailure["submissionFailed"] | null;
};

export function CommentDialog({ kind, comment, reportForm, closeHref, submissionKey, errors, sent, failure }: Props) {
  const isReply = comment.parentNo !== null;
  const ids = (
    <>
      <SubmissionKeyInput value={submissionKey} />
      <input type="hidden" name="commentNo" value={comment.commentNo} />
      {comment.parentNo ? <input type="hidden" name="parentNo" value={comment.parentNo} /> : null}
    </>
  );
  const problem = failure ? <SubmissionProblem failure={failure} retry={false} /> : null;
  if (kind === "commentDelete")
    return (
      <Dialog title={isReply ? t.dialogs.deleteReply : t.dialogs.deleteComment} closeHref={closeHref}>
        <Form method="post" preventScrollReset>
          {ids}
          <p>{isReply ? t.dialogs.deleteReplyConfirm : t.dialogs.deleteCommentConfirm}</p>
          <p className={styles.hint}>{t.dialogs.warning}</p>
          {problem}
          <DialogButtons closeHref={closeHref} intent="commentDelete" label={t.actions.delete} danger />
        </Form>
      </Dialog>
    );
  return (
    <Dialog title={t.dialogs.reportTitle} closeHref={closeHref}>
      {reportForm ? (
        <CommentReportForm comment={comment} reportForm={reportForm} closeHref={closeHref} errors={errors} sent={sent} hidden={ids} problem={problem} />
      ) : (
        <p className={styles.empty}>{t.results.failed}</p>
      )}
    </Dialog>
  );
}

const NOTHING_SENT = {};

function CommentReportForm({
  comment,
  reportForm,
  closeHref,
  errors,
  sent,
  hidden,
  problem,
}: Pick<Props, "comment" | "closeHref" | "errors" | "sent"> & {
  reportForm: { token: string; reasons: ReportReason[] };
  /** The key and the comment's numbers. */
  hidden: ReactNode;
  problem: ReactNode;
}) {
  const { form, errorsOf } = useSubmissionForm({ id: "comment-report", schema: commentReportSchema, answer: useSentBack(errors, sent ?? NOTHING_SENT) });
  return (
    <Form method="post" preventScrollReset id={form.id} noValidate onSubmit={form.onSubmit} className={styles.form}>
      {hidden}
      <input type="hidden" name="token" value={reportForm.token} />
      <input type="hidden" name="writerId" value={comment.userId} />
      <p className={styles.hint}>
        {comment.userNickname}: {comment.text.length > 60 ? `${comment.text.slice(0, 60)}…` : comment.text}
      </p>
      <ReportFields idPrefix="comment-report" reasons={reportForm.reasons} errorsOf={errorsOf} sent={sent ?? NOTHING_SENT} />
      {problem}
      <DialogButtons closeHref={closeHref} intent="commentReport" label={t.actions.report} danger />
    </Form>
  );
}
