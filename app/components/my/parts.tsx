// Building blocks of the My pages: sections, empty states, hidden fields, sort controls and 'more'
// links. The pages keep their state in the URL (group, sort, page), so every view is a link that works
// without JS. (One module: each of its pages needs most of it, and fewer chunks load faster.)
import { Form, Link, useLocation, useNavigate, useNavigation, useResolvedPath, useSubmit } from "@remix-run/react";
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
