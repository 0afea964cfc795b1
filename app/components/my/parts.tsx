// Building blocks of the My pages: the tabs, sections, empty states, hidden fields, sort controls and
// 'more' links. The pages keep their state in the URL (group, sort, page), so every view is a link that
// works without JS. One module with the area's texts and limits, loaded by every My page: the browser
// gets them as one chunk instead of several small ones (each chunk costs its own request and gzip).
import { Form, Link, useLocation, useNavigate, useNavigation, useResolvedPath, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { MY_LIMITS } from "~/domain/my";
import { common } from "~/i18n/ko/common";
import { my } from "~/i18n/ko/my";
import styles from "./my.module.css";

export { styles as myStyles };

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

/** The My tabs (001 §2.2). Clicking the tab already open refreshes its page, at most once per 1.5 s;
 * without JS it is a plain link to the tab, which reloads it. */
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

export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ text, link }: { text: string; link?: { href: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {link ? (
        <Link to={link.href} className={`${styles.button} ${styles.primary}`}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

/** Hidden fields of a form. */
export function Fields({ values }: { values: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />
      )}
    </>
  );
}

/** A sort select (001 §2.3–2.5): submits on change with JS, with its own button without. The page goes
 * back to 1 (001 §4.1): the form sends only the sort and what it keeps. */
export function SortControl<T extends string>({ value, options, keep = {} }: { value: T; options: readonly T[]; keep?: Record<string, string | null> }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" className={styles.sort} preventScrollReset>
      <Fields values={keep} />
      <label htmlFor={id}>{my.lists.sortLabel}</label>
      <select id={id} name="sort" defaultValue={value} onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}>
        {options.map((option) => (
          <option key={option} value={option}>
            {my.lists.sorts[option as keyof typeof my.lists.sorts]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{common.actions.submit}</button>
      </noscript>
    </Form>
  );
}

/**
 * 'more': a link to the next page (pages accumulate, so the list grows in place). With `auto`, it
 * follows itself when it scrolls into view (infinite scroll); without JS it stays a link.
 */
export function MoreLink({ page, param = "page", auto = false }: { page: number; param?: string; auto?: boolean }) {
  const { search } = useLocation();
  // The list's own path, also while one of its dialog routes is open.
  const { pathname } = useResolvedPath(".");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ref = useRef<HTMLAnchorElement>(null);
  const query = new URLSearchParams(search);
  query.set(param, String(page + 1));
  const href = `${pathname}?${query}`;
  const idle = navigation.state === "idle";
  useEffect(() => {
    const link = ref.current;
    if (!auto || !link || !idle || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) navigate(href, { preventScrollReset: true, replace: true });
    });
    observer.observe(link);
    return () => observer.disconnect();
  }, [auto, href, idle, navigate]);
  return (
    <div className={styles.more}>
      <Link ref={ref} to={href} preventScrollReset replace>
        {common.actions.more}
      </Link>
    </div>
  );
}

/** What a form in flight removes (its `pending` field): hidden at once, before the answer. */
export function usePendingRemoval(): string | null {
  const navigation = useNavigation();
  const value = navigation.formMethod?.toUpperCase() === "POST" ? navigation.formData?.get("pending") : null;
  return typeof value === "string" ? value : null;
}
