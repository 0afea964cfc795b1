// Scroll-to-top control: a plain anchor to #top, so it needs no JavaScript at all. In every page's markup
// (000 §2.4 'always present'), but shown only once the page has scrolled more than 50 px (001 §9), which a
// page too short to scroll never does: CSS alone decides (layout.module.css), also without JS (docs/choices.md).
import { common } from "~/i18n/ko/common";
import styles from "./layout.module.css";

export function ScrollToTop() {
  return (
    <a href="#top" className={styles.toTop} aria-label={common.layout.scrollToTop} title={common.layout.scrollToTop}>
      <svg className="icon" aria-hidden>
        <use href="/icons.svg#arrow-up" />
      </svg>
    </a>
  );
}
