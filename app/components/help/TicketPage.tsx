// A help form page: the form with the action's last answer (errors, new sub-categories, files kept) and the
// failure of a post that did not get through, which leaves the form as it was. A post too large to read (413)
// gets a page of its own instead: the size message, what to do, and a link to the form (the browser's Back
// returns to the form as typed, where it can); its texts come as data.
import type { ReactNode } from "react";
import type { TicketActionData, TicketPageData } from "~/domain/help";
import type { SubmissionFailure } from "~/domain/submission";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import styles from "./form.module.css";
import { TicketForm } from "./lazy";

type Props = { page: TicketPageData; action: TicketActionData | SubmissionFailure | undefined; intro?: ReactNode };

export function TicketPage({ page, action, intro }: Props) {
  const { answer, failure } = useSubmissionAnswer<TicketActionData>(action);
  const oversized = page.oversized;
  if (oversized)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{oversized.title}</h1>
        {oversized.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <a href={oversized.back.href} className={styles.submit}>
          {oversized.back.label}
        </a>
      </div>
    );
  // A form brought back after a login its post needed starts from that post (until the next answer).
  const restored = answer ? null : page.restored;
  return (
    <TicketForm page={page} action={answer ?? restored?.answer} failure={failure} restored={restored ? { hadFiles: restored.hadFiles } : null} intro={intro} />
  );
}
