// The My tabs (001 §2.2). Clicking the tab already open refreshes its page, at most once per 1.5 s;
// without JS it is a plain link to the tab, which reloads it.
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useRef } from "react";
import { MY_LIMITS } from "~/domain/my";
import { my } from "~/i18n/ko/my";
import styles from "./tabs.module.css";

export { styles as tabStyles };

const TABS = [
  { key: "favorite", to: "/my/favorite" },
  { key: "subscribe", to: "/my/subscribe" },
  { key: "fan", to: "/my/fan" },
  { key: "history", to: "/my/history/live" },
  { key: "story", to: "/my/history/story" },
] as const;

/** Which tab a path belongs to: /my/history/story is '내 글/댓글', the rest of /my/history is '기록'. */
export function tabOf(pathname: string): (typeof TABS)[number]["key"] | null {
  if (/^\/my\/history\/story(\/|$)/.test(pathname)) return "story";
  if (/^\/my\/history(\/|$)/.test(pathname)) return "history";
  return TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.key ?? null;
}

export function MyTabs() {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const lastRefresh = useRef(0);
  const active = tabOf(pathname);
  return (
    <nav aria-label={my.tabs.label}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === active ? "page" : undefined}
              onClick={(event) => {
                if (tab.key !== active) return;
                event.preventDefault();
                const now = Date.now();
                if (now - lastRefresh.current < MY_LIMITS.refreshThrottleMs) return;
                lastRefresh.current = now;
                revalidator.revalidate();
              }}
            >
              {my.tabs[tab.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
