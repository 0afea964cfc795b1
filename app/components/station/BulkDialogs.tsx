// The second step of deleting or moving posts (001 §4.3, §5): the confirmation, or the board to move
// to, as the action's answer to the first step. Works the same with and without JS.
import { Form } from "@remix-run/react";
import type { BulkStep } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { Dialog } from "../dialog/Dialog";
import { DialogButtons } from "./DialogButtons";
import styles from "./station.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const Selected = ({ titleNos }: { titleNos: string[] }) => (
  <>
    {titleNos.map((titleNo) => (
      <input key={titleNo} type="hidden" name="titleNos" value={titleNo} />
    ))}
  </>
);

export function BulkDialog({ step, closeHref, extra }: { step: BulkStep; closeHref: string; extra?: Record<string, string> }) {
  if (step.step === "error") return null;
  const hidden = Object.entries(extra ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  if (step.step === "confirmDelete") {
    return (
      <Dialog title={e.dialogs.deleteTitle} closeHref={closeHref}>
        <Form method="post" preventScrollReset>
          <SubmissionKeyInput />
          <Selected titleNos={step.titleNos} />
          {hidden}
          <p>{step.titleNos.length === 1 ? e.dialogs.deleteConfirm : e.dialogs.deleteManyConfirm(step.titleNos.length)}</p>
          <p className={styles.hint}>{e.dialogs.deleteNote}</p>
          <DialogButtons closeHref={closeHref} intent="delete" label={t.actions.delete} danger />
        </Form>
      </Dialog>
    );
  }
  return (
    <Dialog title={e.dialogs.moveTitle} closeHref={closeHref}>
      <Form method="post" preventScrollReset className={styles.form}>
        <SubmissionKeyInput />
        <Selected titleNos={step.titleNos} />
        <input type="hidden" name="oldBbsNo" value={step.oldBbsNo} />
        {hidden}
        <div className={styles.field}>
          <label htmlFor="move-target">{e.dialogs.moveTarget}</label>
          <select id="move-target" name="target" required defaultValue="">
            <option value="" disabled>
              {e.dialogs.moveTarget}
            </option>
            {step.boards.map((board) => (
              <option key={board.bbsNo} value={board.bbsNo}>
                {board.name}
              </option>
            ))}
          </select>
        </div>
        <DialogButtons closeHref={closeHref} intent="move" label={t.actions.moveBoard} />
      </Form>
    </Dialog>
  );
}
