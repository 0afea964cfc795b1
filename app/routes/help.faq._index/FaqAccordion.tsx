// FAQ items, one expanded at a time (002 §2.5, §4.5): exclusive <details> (same name) need no JS. Page-only
// UI of the FAQ list (routes/help.faq._index).
import { Link } from "@remix-run/react";
import type { FaqItem } from "~/domain/help";
import { helpPages } from "~/i18n/ko/help/pages";
import styles from "~/components/help/help.module.css";
import { HtmlContent } from "~/components/help/HtmlContent";

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <ul className={styles.accordion}>
      {items.map((item) => (
        <li key={item.id}>
          <details name="faq">
            <summary>{item.title}</summary>
            <div className={styles.answer}>
              {item.contentsHtml ? <HtmlContent html={item.contentsHtml} /> : null}
              <Link to={`/help/faq/${item.id}`} className={styles.detailLink}>
                {helpPages.home.goToQuestion}
              </Link>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
