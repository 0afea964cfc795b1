// The header of an ordinary category page (000 §2.5): image, name, '{n}명 참여중', the drops tag and the
// fixed tags, each leading to the exact hashtag search of the current tab. Plain markup and links only:
// the server renders it to HTML (utils/static-section.server), so its code stays out of the page's JS.
import { formatCount } from "~/domain/counts";
import { type CategoryInfo, type ContentType, hashtagSearchHref } from "~/domain/directory";
import { directory } from "~/i18n/ko/directory";
import styles from "./directory.module.css";

const t = directory;

export function CategoryHeader({ info, type, titleId }: { info: CategoryInfo; type: ContentType; titleId: string }) {
  return (
    <header className={styles.categoryHeader}>
      <img src={info.imageUrl ?? "/images/thumb-default.svg"} alt="" width={90} height={120} className={styles.categoryImage} />
      <div>
        <h1 id={titleId} className={styles.title}>
          {info.name}
        </h1>
        <p className={styles.headerMeta}>
          <span>{t.participants(formatCount(info.viewCount))}</span>
          {info.isDrops ? <span className={styles.drops}>{t.drops}</span> : null}
        </p>
        {info.fixedTags.length ? (
          <ul className={styles.tags} aria-label={t.fixedTags}>
            {info.fixedTags.map((tag) => (
              <li key={tag}>
                <a href={hashtagSearchHref(tag, type)}>#{tag}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
