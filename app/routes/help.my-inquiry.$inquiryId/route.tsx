// Inquiry detail (002 §2.12, §3.2, §8.3): category path, title, time, contents; then every reply oldest
// first, each under its kind (중간회신, 추가답변; the final answer as the answer block with the staff name,
// a greeting and the answer); '답변 만족도 평가' with the final answer (hidden for objections, disabled once
// rated) opening the survey (?dialog=survey: a dialog on desktop, a layer on phones). Any error → the list.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/dialog/lazy";
import styles from "~/components/help/help.module.css";
import { HtmlContent } from "~/components/help/HtmlContent";
import type { ReplyKind } from "~/domain/help";
import { SurveyForm } from "~/components/help/lazy";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import type { loader } from "./inquiry-detail.server";

export { loader } from "./inquiry-detail.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpInquiries.detail;
const status = helpInquiries.myInquiry.status;
/** Each reply under its kind's name (§4.1); the final answer, and a reply of no known kind, as '답변'. */
const REPLY_HEADING: Record<ReplyKind, string> = { interim: status.interim, additional: status.additional, final: t.answerHeading, other: t.answerHeading };

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function InquiryDetailPage() {
  const { detail, offered, dialog } = useLoaderData<typeof loader>();
  const product = useRootData()?.product.name ?? "";
  const here = `/help/my-inquiry/${detail.id}`;
  // The survey is offered with the final answer (§4.2): the newest one, if staff answered more than once.
  const surveyAt = detail.replies.map((reply) => reply.kind).lastIndexOf("final");
  return (
    <article className={`${styles.page} ${styles.narrow}`} aria-labelledby="inquiry-title">
      <header className={styles.box}>
        <p className={styles.tag}>{detail.category}</p>
        <h1 id="inquiry-title" className={styles.heading}>
          {detail.title}
        </h1>
        <dl className={styles.meta}>
          <dt>{t.createdAt}</dt>
          <dd>{detail.createdAt}</dd>
        </dl>
      </header>
      <section className={styles.box} aria-labelledby="inquiry-question">
        <h2 id="inquiry-question" className="visually-hidden">
          {t.questionHeading}
        </h2>
        <HtmlContent html={detail.contentsHtml} />
        {detail.attachments.length ? (
          <div>
            <h3 className={styles.muted}>{t.attachments}</h3>
            <ul>
              {detail.attachments.map((file) => (
                <li key={file.name}>{file.name}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      {detail.replies.map((reply, index) => {
        const final = reply.kind === "final";
        return (
          <section key={index} className={`${styles.box} ${styles.answerBox}`} aria-labelledby={`inquiry-reply-${index}`} data-reply-kind={reply.kind}>
            <h2 id={`inquiry-reply-${index}`} className={styles.sectionHeading}>
              {REPLY_HEADING[reply.kind]}
            </h2>
            <p>
              <strong>{reply.staffName ?? t.staffName(product)}</strong>
            </p>
            {final ? <p>{t.greeting(product)}</p> : null}
            <HtmlContent html={reply.contentsHtml} />
            {reply.createdAt ? (
              <dl className={styles.meta}>
                <dt>{t.createdAt}</dt>
                <dd>{reply.createdAt}</dd>
              </dl>
            ) : null}
            {offered && index === surveyAt ? (
              <p>
                {detail.isEvaluated ? (
                  <button type="button" className={styles.button} disabled>
                    {t.rate}
                  </button>
                ) : (
                  <Link to={`${here}?dialog=survey`} preventScrollReset className={styles.button}>
                    {t.rate}
                  </Link>
                )}
              </p>
            ) : null}
          </section>
        );
      })}
      <p>
        <Link to="/help/my-inquiry" className={styles.buttonSecondary}>
          {helpShared.common.list}
        </Link>
      </p>
      {dialog ? (
        <Dialog title={helpInquiries.survey.title} closeHref={here} className={styles.layer}>
          <SurveyForm inquiryId={detail.id} redirectTo={here} />
        </Dialog>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
