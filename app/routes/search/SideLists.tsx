// The side column: '🔥 연관 검색어' (10 shown, 20 when expanded) and '🔥 태그 트랜드' (000 §2.7), the 🔥 drawn as an icon.
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatCount } from "~/domain/counts";
import { keywordHref, SEARCH_SIZES, tagSearchHref, withParams, type TagTrendItem } from "~/domain/search";
import { search } from "~/i18n/ko/search";
import { Icon } from "~/components/icon/Icon";
import styles from "./search.module.css";

/** A titled list of the side column. */
function SideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.side} aria-labelledby={id}>
      <h2 id={id} className={styles.sideTitle}>
        <Icon name="fire" className={styles.fire} /> {title}
      </h2>
      {children}
    </section>
  );
}

export function RelatedKeywords({ words, expanded }: { words: string[]; expanded: boolean }) {
  const [params] = useSearchParams();
  const t = search.related;
  if (words.length === 0) return null;
  const shown = words.slice(0, expanded ? SEARCH_SIZES.relatedExpanded : SEARCH_SIZES.relatedShown);
  return (
    <SideSection id="related-keywords" title={t.title}>
      <ul className={styles.keywords}>
        {shown.map((word) => (
          <li key={word}>
            <Link to={keywordHref(word)}>{word}</Link>
          </li>
        ))}
      </ul>
      {words.length > SEARCH_SIZES.relatedShown ? (
        <Link to={withParams(params, { related: expanded ? null : "more" })} className={styles.toggle} aria-expanded={expanded} preventScrollReset replace>
          {expanded ? t.less : t.more}
        </Link>
      ) : null}
    </SideSection>
  );
}

export function TagTrend({ items }: { items: TagTrendItem[] }) {
  const t = search.tagTrend;
  if (items.length === 0) return null;
  return (
    <SideSection id="tag-trend" title={t.title}>
      <ol className={styles.trend}>
        {items.map((item, index) => (
          <li key={item.tag}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <Link to={tagSearchHref(item.tag, "live")}>#{item.tag}</Link>
            <span className={styles.muted}>{t.views(formatCount(item.count))}</span>
          </li>
        ))}
      </ol>
    </SideSection>
  );
}
