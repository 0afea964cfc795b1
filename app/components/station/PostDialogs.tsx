// The dialogs of a post's menu (001 §4.3, §5, §7.1): confirmations for delete, VOD delete and un-blind,
// the pin's expiry date, the report form, and the move step (the action's answer to 게시판 이동).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatKst } from "~/domain/dates";
import type { PostDetail, ReportReason } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { useNow } from "~/utils/root-data";
import { Dialog } from "../dialog/Dialog";
import { DialogButtons } from "./DialogButtons";
import styles from "./station.module.css";
import { errorIdOf, ErrorList, wiringOf } from "~/components/forms/Field";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

type Errors = Record<string, string[] | null | undefined>;
const YEAR = 365 * 86_400_000;

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
  const now = useNow();
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
      return (
        <Dialog title={d.pinTitle} closeHref={closeHref}>
          <Form method="post" preventScrollReset className={styles.form}>
            <SubmissionKeyInput />
            <div className={styles.field}>
              <label htmlFor="pin-expire">{d.pinExpire}</label>
              <input
                {...wiringOf("expireDate", { id: "pin-expire", errors: errors.expireDate, hintId: "pin-hint" })}
                type="date"
                required
                min={formatKst(now, "YYYY-MM-DD")}
                max={formatKst(now + YEAR, "YYYY-MM-DD")}
                defaultValue={values.expireDate || (post.pinExpireDate ?? formatKst(now + 7 * 86_400_000, "YYYY-MM-DD"))}
              />
              <p id="pin-hint" className={styles.hint}>
                {d.pinHint}
              </p>
              <ErrorList id={errorIdOf("pin-expire")} errors={errors.expireDate} className={styles.error} />
            </div>
            <DialogButtons closeHref={closeHref} intent="pin" label={t.actions.pin} />
          </Form>
        </Dialog>
      );
    case "report":
      return (
        <Dialog title={d.reportTitle} closeHref={closeHref}>
          {reportForm ? (
            <Form method="post" preventScrollReset className={styles.form}>
              <SubmissionKeyInput />
              <input type="hidden" name="token" value={reportForm.token} />
              <input type="hidden" name="writerId" value={post.userId} />
              <input type="hidden" name="boardType" value={post.boardType} />
              <fieldset className={styles.field} aria-describedby={wiringOf("reason", { id: "report-reason", errors: errors.reason })["aria-describedby"]}>
                <legend>{d.reportReason}</legend>
                <ul className={styles.radioList}>
                  {reportForm.reasons.map((reason) => (
                    <li key={reason.no}>
                      <label>
                        <input type="radio" name="reason" value={reason.no} required defaultChecked={values.reason === String(reason.no)} /> {reason.name}
                      </label>
                    </li>
                  ))}
                </ul>
                <ErrorList id={errorIdOf("report-reason")} errors={errors.reason} className={styles.error} />
              </fieldset>
              <div className={styles.field}>
                <label htmlFor="report-comment">{d.reportComment}</label>
                <textarea
                  {...wiringOf("comment", { id: "report-comment", errors: errors.comment })}
                  rows={3}
                  style={{ minHeight: "auto" }}
                  defaultValue={values.comment}
                />
                <ErrorList id={errorIdOf("report-comment")} errors={errors.comment} className={styles.error} />
              </div>
              <DialogButtons closeHref={closeHref} intent="report" label={t.actions.report} danger />
            </Form>
          ) : (
            <p className={styles.empty}>{t.results.failed}</p>
          )}
        </Dialog>
      );
    default:
      return null;
  }
}
