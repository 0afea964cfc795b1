// Error pages (001 §2.18): not found, and the generic page; both offer '메인으로' back to the home page,
// loaded afresh (a plain link: the document is asked for again, as Link's reloadDocument would), and after it what the
// page's boundary adds (the not-found routes' ways on: NotFoundBoundary.tsx).
import type { ReactNode } from "react";
import { common } from "~/i18n/ko/common";
import styles from "./layout.module.css";

const t = common.errors;

export function ErrorPage({ kind, children }: { kind: "notFound" | "generic"; children?: ReactNode }) {
  const notFound = kind === "notFound";
  return (
    <section className={styles.errorPage} aria-labelledby="error-title" data-error={kind}>
      <h1 id="error-title">{notFound ? t.notFoundTitle : t.genericTitle}</h1>
      <p>{notFound ? t.notFoundText : t.genericText}</p>
      <a href="/" className={styles.primaryButton}>
        {t.toMain}
      </a>
      {children}
    </section>
  );
}
