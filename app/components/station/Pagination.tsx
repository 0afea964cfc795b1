// Page links (?page=n) kept with the list's other query parameters; ten numbers around the current page.
import { useLocation } from "@remix-run/react";
import { stationPaging as t } from "~/i18n/ko/station/paging";
import { PageLinks, type PageLinkLabels } from "../layout/PageLinks";
import styles from "./station.module.css";

const LABELS: PageLinkLabels = { nav: t.pagination, previous: t.prev, next: t.next, page: t.page };

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
    <PageLinks
      current={page}
      pages={pages}
      previous={page > 1 ? page - 1 : null}
      next={page < lastPage ? page + 1 : null}
      hrefFor={href}
      labels={LABELS}
      className={styles.pagination}
    />
  );
}
