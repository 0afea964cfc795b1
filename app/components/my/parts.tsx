// Building blocks of the My pages: sections, empty states, hidden fields, sort controls, 'more' links
// and dialog links. The pages keep their state in the URL (group, sort, page, dialog), so every view is
// a link that works without JS. (One module: each of its pages needs most of it, and fewer chunks load faster.)
import { Form, Link, useLocation, useNavigate, useNavigation, useResolvedPath, useSubmit, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { MY_LIMITS } from "~/domain/my";
import { common } from "~/i18n/ko/common";
import { my } from "~/i18n/ko/my";
import styles from "./my.module.css";

export { styles as myStyles };

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
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
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
 * follows itself when it scrolls into view (infinite scroll); without JS it stays a link. None past the
 * last page a URL may ask for: that URL would answer the same page, and `auto` would ask for it again.
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
  const last = page >= MY_LIMITS.maxPages;
  useEffect(() => {
    const link = ref.current;
    if (!auto || last || !link || !idle || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) navigate(href, { preventScrollReset: true, replace: true });
    });
    observer.observe(link);
    return () => observer.disconnect();
  }, [auto, last, href, idle, navigate]);
  if (last) return null;
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

// The dialogs of the My lists (001 §5). Each one is a sibling route of its list (/my/favorite/manage,
// /my/history/vod/delete/all, …): without JS and on a direct load it is a plain page without the list's
// card JS. With JS, a dialog link on the list opens it over the list as `?dialog=<its path>`, rendered by
// the list route from a lazily loaded module; its forms post to the list route (same action).

/**
 * The dialog a list shows over itself (null on a dialog's own page), where closing goes (the list with
 * its query), and where one of its dialogs is: over the list on the list, else its own route.
 */
export function useMyDialog(listPath: string) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const onList = pathname === listPath;
  const open = onList ? query.get("dialog") : null;
  query.delete("dialog");
  const rest = query.toString() ? `?${query}` : "";
  const route = (name: string) => `${listPath}/${name}${rest}`;
  return {
    open,
    close: `${listPath}${rest}`,
    route,
    href: (name: string) => (onList ? `${listPath}?${new URLSearchParams([...query, ["dialog", name]])}` : route(name)),
  };
}

/** A link to a dialog route of the list (`name` relative to the list); with JS on the list, the dialog opens over it. */
export function DialogLink({ list, name, className, children }: { list: string; name: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const dialog = useMyDialog(list);
  return (
    <Link
      to={dialog.route(name)}
      className={className}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        navigate(dialog.href(name), { preventScrollReset: true });
      }}
    >
      {children}
    </Link>
  );
}

/** Opening or closing a dialog over a list changes only `?dialog=`: the list's data stays. */
export const keepListForDialog: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  // A form post, another page, or an explicit reload of this very URL (re-clicking the active tab).
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const query = new URLSearchParams(url.search);
    query.delete("dialog");
    return query.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};
