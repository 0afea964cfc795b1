// Page links (?page=n) kept with the list's other query parameters; ten numbers around the current page.
import { Link, useLocation } from "@remix-run/react";
import { stationPaging as t } from "~/i18n/ko/station/paging";
import styles from "./station.module.css";

export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const location = useLocation();
  if (lastPage <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `${location.pathname}?${params.toString()}`;
  };
  const start = Math.max(1, Math.min(page - 4, lastPage - 9));
  const pages = Array.from({ length: Math.min(10, lastPage - start + 1) }, (_, index) => start + index);
  return (
    <nav aria-label={t.pagination}>
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)}>{t.prev}</Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link to={href(n)} aria-current={n === page ? "page" : undefined} aria-label={t.page(n)}>
              {n}
            </Link>
          </li>
        ))}
        {page < lastPage ? (
          <li>
            <Link to={href(page + 1)}>{t.next}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
