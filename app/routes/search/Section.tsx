// A result group of the search page: a heading, optional controls beside it, and '더보기' below.
import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { search } from "~/i18n/ko/search";
import styles from "./search.module.css";

export function Section({
  title,
  controls,
  moreHref,
  children,
  tone,
  testId,
}: {
  title: ReactNode;
  controls?: ReactNode;
  /** '더보기': a link, so it works without JS. */
  moreHref?: string | null;
  children: ReactNode;
  tone?: "plain" | "box";
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={`${styles.section} ${tone === "box" ? styles.box : ""}`} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
      </div>
      {children}
      {moreHref ? (
        <Link to={moreHref} className={styles.more} preventScrollReset replace>
          {search.more}
        </Link>
      ) : null}
    </section>
  );
}
