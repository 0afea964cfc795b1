// /help/report/illegal (002 §2.9): the notice box (behind '더보기' on phones), the report / removal-request
// form downloads (.hwp, .docx; app 8.15.0 or later, else the update alert: ?dialog=update), the types and
// definitions guide (a layer opened in place, #illegal-guide: centred on desktop, the whole screen on phones) and the form.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/dialog/lazy";
import dialogStyles from "~/components/dialog/dialog.module.css";
import styles from "~/components/help/form.module.css";
import { TicketPage } from "~/components/help/TicketPage";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { common } from "~/i18n/ko/common";
import { helpIllegal } from "~/i18n/ko/help/illegal";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { action, loader } from "./illegal-report.server";

export { action, loader } from "./illegal-report.server";
export { sendLimitHeaders as headers } from "~/utils/send-limit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpIllegal.illegal;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function IllegalReportForm() {
  const { dialog, guide, ...page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const allowed = page.download?.allowed ?? true;
  const notice = (
    <ul>
      {(page.notices.illegal ?? []).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  const download = (kind: "hwp" | "docx", label: string) => (
    <a
      href={allowed ? `/help/form-download/${kind}` : "/help/report/illegal?dialog=update"}
      download={allowed}
      onClick={
        allowed
          ? undefined
          : (event) => {
              event.preventDefault();
              alert(t.updateApp);
            }
      }
    >
      {label}
    </a>
  );
  const intro = (
    <>
      <section className={styles.notice} aria-label={t.noticeHeading}>
        <div className={styles.desktopNotice}>
          <strong>{t.noticeHeading}</strong>
          {notice}
        </div>
        <details className={styles.mobileNotice}>
          <summary>
            {t.noticeHeading} · {helpShared.common.more}
          </summary>
          {notice}
        </details>
      </section>
      <section aria-labelledby="illegal-download" className={styles.tools}>
        <h2 id="illegal-download" className={styles.subheading}>
          {t.downloadHeading}
        </h2>
        {download("hwp", t.downloadHwp)}
        {download("docx", t.downloadDocx)}
        {/* The guide opens over the page in place (:target): no page load, so the form stays as typed. */}
        <a id="illegal-guide-button" href="#illegal-guide">
          {t.guideButton}
        </a>
      </section>
    </>
  );
  return (
    <>
      <TicketPage page={page} action={reply} intro={intro} />
      {/* The guide is a layer over the page, opened in place (:target) by its button: no page load, so the form
          stays as typed, files included, with or without JS. */}
      <div id="illegal-guide" className={styles.guideLayer}>
        <dialog open className={dialogStyles.dialog} aria-labelledby="illegal-guide-title">
          <div className={dialogStyles.head}>
            <h2 id="illegal-guide-title" className={dialogStyles.title}>
              {t.guideTitle}
            </h2>
            <a href="#illegal-guide-button" className={dialogStyles.close} aria-label={common.layout.close}>
              <svg className="icon" aria-hidden>
                <use href="/icons.svg#close" />
              </svg>
            </a>
          </div>
          <dl className={`${dialogStyles.body} ${styles.guide}`}>
            {guide.map((entry) => (
              <div key={entry.term}>
                <dt>{entry.term}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </dialog>
      </div>
      {dialog === "update" ? (
        <Dialog title={t.downloadHeading} closeHref="/help/report/illegal">
          <p>{t.updateApp}</p>
        </Dialog>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
