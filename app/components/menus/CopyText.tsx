// A link to copy by hand, shown where sharing has no JS (or the share sheet and clipboard failed).
// Selectable text, not a read-only <input>: Chromium gives every text field inside a closed <details>
// its own style and layout pass while the page loads, which on a page of 150 card menus was 150 passes.
import { cards } from "~/i18n/ko/cards";
import styles from "./CopyText.module.css";

export function CopyText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ? `${styles.copy} ${className}` : styles.copy}>
      {cards.share.copyLabel}
      <span className={styles.text} data-copy-text>
        {text}
      </span>
    </span>
  );
}
