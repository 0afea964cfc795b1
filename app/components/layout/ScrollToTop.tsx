// Scroll-to-top control: a plain anchor to #top that appears once the page is scrolled more than 50 px.
// The appearing is done in CSS with a scroll-driven animation, so it needs no JavaScript at all.
import { common } from "~/i18n/ko/common";
import styles from "./layout.module.css";

export function ScrollToTop() {
  return (
    <a href="#top" className={styles.toTop} aria-label={common.layout.scrollToTop} data-testid="scroll-to-top">
      <span aria-hidden="true">↑</span>
    </a>
  );
}
