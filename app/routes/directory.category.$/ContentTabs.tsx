// LIVE / VOD / Catch tabs of a category or menu page (000 §2.5): a disabled tab (contentsDisplay) is
// shown but leads nowhere. Plain links: part of CategoryTop, which the server renders to HTML.
import styles from "~/components/directory/directory.module.css";
import { CONTENT_TYPES, categoryPagePath, type ContentsDisplay, type ContentType } from "~/domain/directory";
import { directory } from "~/i18n/ko/directory";
import { directoryTop } from "~/i18n/ko/directory-top";

const t = directoryTop;

export function ContentTabs({ pathName, active, display }: { pathName: string; active: ContentType; display: ContentsDisplay }) {
  return (
    <nav aria-label={t.tabsLabel} className={styles.tabs}>
      <ul>
        {CONTENT_TYPES.map((type) => (
          <li key={type}>
            {display[type] ? (
              <a href={categoryPagePath(pathName, type)} aria-current={type === active ? "page" : undefined}>
                {directory.tabs[type]}
              </a>
            ) : (
              <span aria-disabled="true" className={styles.disabledTab}>
                {directory.tabs[type]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
