// The empty text of both feed pages, in the My pages' look.
import type { ReactNode } from "react";
import styles from "./feed.module.css";

/** An empty text in the My pages' look (the My area's blocks would bring their styles and the lists' controls along). */
export function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {children}
    </div>
  );
}
