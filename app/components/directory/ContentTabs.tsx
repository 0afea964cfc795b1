// LIVE / VOD / Catch tabs of a category or menu page (000 §2.5): a disabled tab (contentsDisplay) is
// shown but leads nowhere.
import { Link } from "@remix-run/react";
import { CONTENT_TYPES, type ContentsDisplay, type ContentType } from "~/domain/directory";
import { directory } from "~/i18n/ko/directory";
import styles from "./directory.module.css";

const t = directory;

export function ContentTabs({ basePath, active, display }: { basePath: string; active: ContentType; display: ContentsDisplay }) {
  return (
    <nav aria-label={t.tabsLabel} className={styles.tabs}>
      <ul>
        {CONTENT_TYPES.map((type) => (
          <li key={type}>
            {display[type] ? (
              <Link to={`${basePath}/${type}`} aria-current={type === active ? "page" : undefined}>
                {t.tabs[type]}
              </Link>
            ) : (
              <span aria-disabled="true" className={styles.disabledTab}>
                {t.tabs[type]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
