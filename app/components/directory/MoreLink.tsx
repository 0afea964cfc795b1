// '더보기' (000 §2.5, §2.6): a link to the next page, which shows pages 1..N+1 and jumps to where the
// new page starts; with JS it is a client navigation that keeps the scroll position.
import { Link, useLocation } from "@remix-run/react";
import styles from "./list.module.css";

export const pageAnchor = (page: number) => `page-${page}`;

export function MoreLink({ page, label }: { page: number; label: string }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("undo");
  params.set("page", String(page + 1));
  return (
    <p className={styles.more}>
      <Link to={`?${params.toString()}#${pageAnchor(page + 1)}`} preventScrollReset className={styles.moreLink} rel="next">
        {label}
      </Link>
    </p>
  );
}
