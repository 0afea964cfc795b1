// The dialogs of a post's menu (001 §4.3, §5, §7.1): confirmations for delete, VOD delete and un-blind,
// the pin's expiry date, the report form, and the move step (the action's answer to 게시판 이동). The pin and the
// report are on the portal's one form system (conform with the action's own schema, checked as a field is left);
// without JS they are plain posts the action checks and sends back.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field } from "~/components/forms/Field";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { useSentBack, useSubmissionForm } from "~/components/forms/use-submission-form";
import { formatKst } from "~/domain/dates";
import type { PostDetail, ReportReason } from "~/domain/station";
import { pinSchema, reportSchema } from "~/forms/station-manage";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { useNow } from "~/utils/root-data";
import { Dialog } from "../dialog/Dialog";
import { DialogButtons } from "./DialogButtons";
import { FIELD_CLASSES, ReportFields } from "./ReportFields";
import styles from "./station.module.css";

type Errors = Record<string, string[] | null | undefined>;
const DAY = 86_400_000;
const YEAR = 365 * DAY;

function Confirm({
  title,
  text,
  intent,
  label,
  closeHref,
  danger,
  children,
}: {
  title: string;
  text: string;
  intent: string;
  label: string;
  closeHref: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog title={title} closeHref={closeHref}>
      <Form method="post" preventScrollReset>
        <SubmissionKeyInput />
        <p>{text}</p>
        {children}
        <DialogButtons closeHref={closeHref} intent={intent} label={label} danger={danger} />
      </Form>
    </Dialog>
  );
}

export function PostDialog({
  dialog,
  post,
  closeHref,
  boardHref,
  blindReason,
  reportForm,
  errors,
  values,
}: {
  dialog: "delete" | "vodDelete" | "unblind" | "pin" | "report";
  post: PostDetail;
  closeHref: string;
  boardHref: string;
  blindReason: string | null;
  reportForm: { token: string; reasons: ReportReason[] } | null;
  errors: Errors;
  /** What a form that failed was sent with, to fill it again. */
  values: Record<string, string>;
}) {
  const d = e.dialogs;
  switch (dialog) {
    case "delete":
      return (
        <Confirm title={d.deleteTitle} text={d.deleteConfirm} intent="delete" label={t.actions.delete} closeHref={closeHref} danger>
          <input type="hidden" name="boardPath" value={boardHref} />
          <p className={styles.hint}>{d.deleteNote}</p>
        </Confirm>
      );
    case "vodDelete":
      return <Confirm title={d.vodDeleteTitle} text={d.vodDeleteConfirm} intent="vodDelete" label={t.actions.vodDelete} closeHref={closeHref} danger />;
    case "unblind":
      return (
        <Confirm title={d.unblindTitle} text={d.unblindConfirm} intent="unblind" label={t.actions.unblind} closeHref={closeHref}>
          {blindReason ? (
            <p className={styles.hint}>
              {d.blindReason}: {blindReason}
            </p>
          ) : null}
        </Confirm>
      );
    case "pin":
      return <PinDialog post={post} closeHref={closeHref} errors={errors} values={values} />;
    case "report":
      return <ReportDialog post={post} closeHref={closeHref} reportForm={reportForm} errors={errors} values={values} />;
    default:
      return null;
  }
}

type FormDialogProps = { post: PostDetail; closeHref: string; errors: Errors; values: Record<string, string> };

function PinDialog({ post, closeHref, errors, values }: FormDialogProps) {
  const now = useNow();
  const { form, errorsOf } = useSubmissionForm({ id: "post-pin", schema: pinSchema, answer: useSentBack(errors, values) });
  const d = e.dialogs;
  return (
    <Dialog title={d.pinTitle} closeHref={closeHref}>
      <Form method="post" preventScrollReset id={form.id} noValidate onSubmit={form.onSubmit} className={styles.form}>
        <SubmissionKeyInput />
        <Field name="expireDate" id="pin-expire" label={d.pinExpire} errors={errorsOf("expireDate")} hint={d.pinHint} classes={FIELD_CLASSES}>
          {(wiring) => (
            <input
              {...wiring}
              type="date"
              required
              min={formatKst(now, "YYYY-MM-DD")}
              max={formatKst(now + YEAR, "YYYY-MM-DD")}
              defaultValue={values.expireDate || (post.pinExpireDate ?? formatKst(now + 7 * DAY, "YYYY-MM-DD"))}
            />
          )}
        </Field>
        <DialogButtons closeHref={closeHref} intent="pin" label={t.actions.pin} />
      </Form>
    </Dialog>
  );
}

function ReportDialog({ post, closeHref, reportForm, errors, values }: FormDialogProps & { reportForm: { token: string; reasons: ReportReason[] } | null }) {
  const { form, errorsOf } = useSubmissionForm({ id: "post-report", schema: reportSchema, answer: useSentBack(errors, values) });
  return (
    <Dialog title={e.dialogs.reportTitle} closeHref={closeHref}>
      {reportForm ? (
        <Form method="post" preventScrollReset id={form.id} noValidate onSubmit={form.onSubmit} className={styles.form}>
          <SubmissionKeyInput />
          <input type="hidden" name="token" value={reportForm.token} />
          <input type="hidden" name="writerId" value={post.userId} />
          <input type="hidden" name="boardType" value={post.boardType} />
          <ReportFields idPrefix="report" reasons={reportForm.reasons} errorsOf={errorsOf} sent={values} />
          <DialogButtons closeHref={closeHref} intent="report" label={t.actions.report} danger />
        </Form>
      ) : (
        <p className={styles.empty}>{t.results.failed}</p>
      )}
    </Dialog>
  );
}
