// The search tabs (000 §2.7): 통합검색 / LIVE / VOD / 게시글 / 스트리머, or LIVE / VOD in tag search, as
// links built by the loader. Pressing the current tab again reloads its results from its own link, at
// most once per 1500 ms (000 §2.1: utils/reclick.server, for every current tab and menu item).
import { Link } from "@remix-run/react";
import type { TabLink } from "~/domain/search-page";
import { search } from "~/i18n/ko/search";
import styles from "./search.module.css";

export function SearchTabs({ tabs }: { tabs: TabLink[] }) {
  return (
    <nav aria-label={search.a11y.tabs} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} aria-current={tab.current ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
