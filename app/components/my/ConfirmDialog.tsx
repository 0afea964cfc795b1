// The confirmation before a delete (001 §5): a dialog over the list with JS and a page of its own
// without (a dialog route of the list, see useMyDialog in dialog-links.tsx); cancel goes back, confirm posts.
import { Form, Link } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { common } from "~/i18n/ko/common";
import { Fields, myStyles as styles } from "./blocks";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

export function ConfirmDialog({
  lines,
  fields,
  pending,
  action,
  closeTo,
}: {
  lines: readonly string[];
  fields: Record<string, string | null | undefined>;
  /** What the delete removes from the list, hidden while it runs. */
  pending?: string;
  /** Another action than the route's own (then `fields` carry its returnTo). */
  action?: string;
  closeTo: string;
}) {
  return (
    <Dialog title={lines[0]} closeHref={closeTo}>
      {lines.slice(1).map((line) => (
        <p key={line} className={styles.confirmText}>
          {line}
        </p>
      ))}
      <Form method="post" action={action} preventScrollReset replace>
        <SubmissionKeyInput />
        <Fields values={{ ...fields, pending }} />
        <div className={styles.actions}>
          <Link to={closeTo} className={styles.button} preventScrollReset replace>
            {common.actions.cancel}
          </Link>
          <button type="submit" className={`${styles.button} ${styles.primary}`} autoFocus>
            {common.actions.confirm}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
