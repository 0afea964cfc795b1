// The My tabs (001 §2.2). Clicking the tab already open refreshes its page (the open tab links to the page
// shown, '기록' to the history list open), at most once per 1.5 s (utils/reclick.server, as every current tab);
// without JS the link reloads it.
import { Link, useLocation } from "@remix-run/react";
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

/** The page shown, without an open dialog: what the open tab reloads. */
function shownPage(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("dialog");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function MyTabs() {
  const { pathname, search } = useLocation();
  const active = tabOf(pathname);
  return (
    <nav aria-label={my.tabs.label}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.key === active ? shownPage(pathname, search) : tab.to} aria-current={tab.key === active ? "page" : undefined}>
              {my.tabs[tab.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
