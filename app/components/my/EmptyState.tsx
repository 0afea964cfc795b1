// The empty text of a My page or section, with an optional link (e.g. to the live list).
import { Link } from "@remix-run/react";
import styles from "./my.module.css";

export function EmptyState({ text, link }: { text: string; link?: { href: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {link ? (
        <Link to={link.href} className={`${styles.button} ${styles.primary}`}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
