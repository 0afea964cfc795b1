// The search tabs (000 §2.7): 통합검색 / LIVE / VOD / 게시글 / 스트리머, or LIVE / VOD in tag search, as
// links built by the loader. Pressing the current tab again reloads its results, at most once per
// 1500 ms (000 §2.1).
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import type { TabLink } from "~/domain/search-page";
import { search } from "~/i18n/ko/search";
import styles from "./search.module.css";

const REFRESH_THROTTLE_MS = 1500;
let lastRefresh = 0;

function throttleRefresh(event: MouseEvent<HTMLAnchorElement>) {
  const now = Date.now();
  if (now - lastRefresh < REFRESH_THROTTLE_MS) event.preventDefault();
  else lastRefresh = now;
}

export function SearchTabs({ tabs }: { tabs: TabLink[] }) {
  return (
    <nav aria-label={search.a11y.tabs} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} aria-current={tab.current ? "page" : undefined} onClick={tab.current ? throttleRefresh : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
