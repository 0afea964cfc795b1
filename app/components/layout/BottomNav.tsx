// The phone's bottom bar (as the peers' mobile sites have): 홈, LIVE, 카테고리, 즐겨찾기 (the followed
// channels, live ones first) and MY, one thumb away on every page of the default and station layouts below
// 768 px (layout.module.css; wider screens have the header's menu). Plain links, so it needs no JS; with JS
// they are client navigations, their page asked for as the finger touches them (prefetch on intent).
import { Link, useLocation } from "@remix-run/react";
import { common, words } from "~/i18n/ko/common";
import styles from "./layout.module.css";

const t = common.layout;

/** The tabs: where each leads, its icon, and the addresses it stands for (its tab is then the current one). */
const TABS = [
  { to: "/", label: t.home, icon: "home", current: (path: string) => path === "/" },
  { to: "/live/all", label: "LIVE", icon: "live", current: (path: string) => path.startsWith("/live/") },
  { to: "/directory/category", label: t.category, icon: "grid", current: (path: string) => path.startsWith("/directory/") },
  { to: "/my/favorite", label: words.favourite, icon: "star", current: (path: string) => path.startsWith("/my/favorite") },
  { to: "/my/history", label: t.my, icon: "user", current: (path: string) => path.startsWith("/my/") && !path.startsWith("/my/favorite") },
] as const;

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={t.bottomNav} className={styles.bottomNav}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} prefetch="intent" aria-current={tab.current(pathname) ? "page" : undefined}>
              <svg className="icon" aria-hidden>
                <use href={`/icons.svg#${tab.icon}`} />
              </svg>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
