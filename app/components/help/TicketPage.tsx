// A help form page: each answer of the action (errors, new sub-categories, files kept) mounts the form
// afresh with what came back, which also empties the file input once its files were uploaded. A post too
// large to read (413) gets a page of its own instead: the size message, what to do, and a link to the form
// (the browser's Back returns to the form as typed, where it can); its texts come as data.
import { useEffect, useState, type ReactNode } from "react";
import type { TicketActionData, TicketPageData } from "~/domain/help";
import type { SubmissionFailure } from "~/domain/submission";
import { useSubmissionAnswer } from "~/utils/submission";
import styles from "./form.module.css";
import { TicketForm } from "./TicketForm";

type Props = { page: TicketPageData; action: TicketActionData | SubmissionFailure | undefined; intro?: ReactNode };

export function TicketPage({ page, action, intro }: Props) {
  // A post that did not get through leaves the form as it is (typed, chosen and attached), with the failure.
  const { answer, failure } = useSubmissionAnswer<TicketActionData>(action);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (answer) setVersion((value) => value + 1);
  }, [answer]);
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
  return <TicketForm key={version} page={page} action={answer} failure={failure} intro={intro} />;
}
