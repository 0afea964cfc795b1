// The dialogs of a comment's menu (001 §5, §7.1): the delete's confirmation (the spec's warning) and the station
// report of a comment or a reply (the upstream's reasons, an optional detail checked, never cut). A post that does
// not get through stays in its dialog with what happened and a button to send it again with the same key.
import { Form } from "@remix-run/react";
import { errorIdOf, ErrorList, wiringOf } from "~/components/forms/Field";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import type { ReportReason } from "~/domain/station";
import type { CommentDialog as DialogKind, PostComment } from "~/domain/station-comments";
import type { SubmissionFailure } from "~/domain/submission";
import { stationComments as t } from "~/i18n/ko/station/comments";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { Dialog } from "../dialog/Dialog";
import { DialogButtons } from "./DialogButtons";
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
        <Form method="post" preventScrollReset className={styles.form}>
          {ids}
          <input type="hidden" name="token" value={reportForm.token} />
          <input type="hidden" name="writerId" value={comment.userId} />
          <p className={styles.hint}>
            {comment.userNickname}: {comment.text.length > 60 ? `${comment.text.slice(0, 60)}…` : comment.text}
          </p>
          <fieldset className={styles.field} aria-describedby={wiringOf("reason", { id: "comment-report-reason", errors: errors.reason })["aria-describedby"]}>
            <legend>{e.dialogs.reportReason}</legend>
            <ul className={styles.radioList}>
              {reportForm.reasons.map((reason) => (
                <li key={reason.no}>
                  <label>
                    <input type="radio" name="reason" value={reason.no} required defaultChecked={sent?.reason === String(reason.no)} /> {reason.name}
                  </label>
                </li>
              ))}
            </ul>
            <ErrorList id={errorIdOf("comment-report-reason")} errors={errors.reason} className={styles.error} />
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="comment-report-detail">{e.dialogs.reportComment}</label>
            <textarea
              {...wiringOf("comment", { id: "comment-report-detail", errors: errors.comment })}
              rows={3}
              style={{ minHeight: "auto" }}
              defaultValue={sent?.comment}
            />
            <ErrorList id={errorIdOf("comment-report-detail")} errors={errors.comment} className={styles.error} />
          </div>
          {problem}
          <DialogButtons closeHref={closeHref} intent="commentReport" label={t.actions.report} danger />
        </Form>
      ) : (
        <p className={styles.empty}>{t.results.failed}</p>
      )}
    </Dialog>
  );
}
