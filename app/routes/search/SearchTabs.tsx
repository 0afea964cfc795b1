// The search tabs (000 §2.7): 통합검색 / LIVE / VOD / 게시글 / 스트리머, or LIVE / VOD in tag search, as
// links built by the loader. Pressing the current tab again reloads its results from its own link, at
// most once per 1500 ms (000 §2.1: utils/reclick.server, for every current tab and menu item).
// A tab whose count the page knows shows it after its name: 'VOD 1,234', read 'VOD 1,234건';
// 'LIVE 12+', read 'LIVE 12건 이상', while the live list goes on past what was fetched. The figure is shown to the
// eye and its words to screen readers (the name keeps the whole of what is shown: no aria-label).
import { Link } from "@remix-run/react";
import type { TabLink } from "~/domain/search-page";
import { search } from "~/i18n/ko/search";
import styles from "./search.module.css";

export function SearchTabs({ tabs }: { tabs: TabLink[] }) {
  const t = search.tabCount;
  return (
    <nav aria-label={search.a11y.tabs} className={styles.tabs}>
      <ul>
        {tabs.map(({ key, label, href, current, count }) => (
          <li key={key}>
            <Link to={href} aria-current={current ? "page" : undefined}>
              {label}
              {count ? (
                <>
                  {" "}
                  <span className={styles.tabCount} aria-hidden="true" data-testid="tab-count">
                    {t.shown(count.number, count.atLeast)}
                  </span>
                  <span className="visually-hidden">{t.read(count.number, count.atLeast)}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
