// The comment, reply and edit forms of a post (001 §6), on the portal's one form system (use-submission-form: conform
// with the form's schema, checked as the field is left). A plain form post that works without JS; it hydrates with
// the comments' part, from its own chunk. Nothing typed is lost: a post that does not get through keeps the text with
// what happened and a button to send it again with the same key; a guest's post, or one sent after the session ran
// out, goes through the login and comes back with the text. No length cuts what is pasted: a longer text is kept
// and marked.
import { Form, Link, useNavigation } from "@remix-run/react";
import { ErrorList, Field } from "~/components/forms/Field";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { useSubmissionForm, type FormAnswer } from "~/components/forms/use-submission-form";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { COMMENT_LIMITS, type CommentFormId } from "~/domain/station-comments";
import type { SubmissionFailure } from "~/domain/submission";
import { commentSchema } from "~/forms/station-comment";
import { commentTextLabels, stationComments as t } from "~/i18n/ko/station/comments";
import { submissionTexts } from "~/i18n/ko/submission";
import styles from "./comments.module.css";

export type CommentFormAnswer = { form: CommentFormId; result: FormAnswer; submissionKey: string | null };

type Props = {
  formId: CommentFormId;
  /** A reply's comment; an edited comment's or reply's own number (and its comment, for a reply). */
  parentNo?: string | null;
  commentNo?: string | null;
  text: string;
  submissionKey: string;
  answer: CommentFormAnswer | undefined;
  failure: SubmissionFailure["submissionFailed"] | null;
  /** The text came back from a draft kept through the login. */
  restored: boolean;
  /** A guest: the box says that sending it asks for the login first, and offers the login. */
  loginHref: string | null;
  cancelHref?: string;
  autoFocus?: boolean;
};

const CLASSES = { field: styles.field, hint: styles.hint, error: styles.error };

export function CommentForm({
  formId,
  parentNo = null,
  commentNo = null,
  text,
  submissionKey,
  answer,
  failure,
  restored,
  loginHref,
  cancelHref,
  autoFocus,
}: Props) {
  const navigation = useNavigation();
  const { form, errorsOf, formErrors } = useSubmissionForm({ id: `comment-form-${formId}`, schema: commentSchema, answer: answer?.result });
  const intent = formId === "comment" ? "comment" : formId.startsWith("reply-") ? "reply" : "commentEdit";
  const sent = answer?.result.initialValue?.comment;
  const sending = navigation.state === "submitting" && navigation.formData?.get("form") === formId;
  const label = commentTextLabels[intent];
  return (
    <Form method="post" preventScrollReset id={form.id} noValidate onSubmit={form.onSubmit} className={styles.form}>
      <input type="hidden" name="form" value={formId} />
      {parentNo ? <input type="hidden" name="parentNo" value={parentNo} /> : null}
      {commentNo ? <input type="hidden" name="commentNo" value={commentNo} /> : null}
      <SubmissionKeyInput value={answer?.submissionKey ?? submissionKey} />
      {restored ? (
        <p className={styles.notice} role="status">
          {submissionTexts.restored}
        </p>
      ) : null}
      <ErrorList id={`${form.id}-error`} errors={formErrors} className={styles.error} />
      <Field
        name="comment"
        id={`${form.id}-text`}
        label={label}
        errors={errorsOf("comment")}
        hint={loginHref ? t.guestPrompt : t.hint(COMMENT_LIMITS.textMax)}
        classes={CLASSES}
      >
        {(wiring) => <textarea {...wiring} defaultValue={typeof sent === "string" ? sent : text} rows={3} required autoFocus={autoFocus} />}
      </Field>
      {failure ? <SubmissionProblem failure={failure} intent={intent} /> : null}
      <div className={styles.formActions}>
        <button type="submit" name="intent" value={intent} className={styles.submit} disabled={sending}>
          {intent === "comment" ? t.submit : intent === "reply" ? t.submitReply : t.save}
        </button>
        {loginHref ? (
          <a href={loginHref} className={styles.secondary}>
            {t.login}
          </a>
        ) : null}
        {cancelHref ? (
          <Link to={cancelHref} className={styles.secondary} preventScrollReset>
            {t.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
