// Scroll-to-top control: a plain anchor to #top, so it needs no JavaScript at all. Always present (000
// §2.4 'A floating go to top button is always present'; 001 §9's 'appears after 50 px' is the other
// reading, README).
import { common } from "~/i18n/ko/common";
import styles from "./layout.module.css";

export function ScrollToTop() {
  return (
    <a href="#top" className={styles.toTop} aria-label={common.layout.scrollToTop} data-testid="scroll-to-top">
      <span aria-hidden="true">↑</span>
    </a>
  );
}
