// The header of an ordinary category page (000 §2.5): image, name, '{n}명 참여중', the drops tag and the
// fixed tags, each leading to the exact hashtag search of the current tab. Plain markup and links only:
// part of CategoryTop, which the server renders to HTML.
import styles from "~/components/directory/directory.module.css";
import { formatCount } from "~/domain/counts";
import { type CategoryInfo, type ContentType, hashtagSearchHref } from "~/domain/directory";
import { directoryTop } from "~/i18n/ko/directory-top";

const t = directoryTop;

export function CategoryHeader({ info, type }: { info: CategoryInfo; type: ContentType }) {
  return (
    <header className={styles.categoryHeader}>
      <img src={info.imageUrl ?? "/images/thumb-default.svg"} alt="" width={90} height={120} className={styles.categoryImage} />
      <div>
        <h1 className={styles.title}>{info.name}</h1>
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
