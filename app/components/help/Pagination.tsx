// Pages on desktop (10 per page), a '더보기' link on mobile that becomes infinite scroll with JS
// (002 §2.5, §2.11). Without JS the link simply opens the next page.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MOBILE_BREAKPOINT_PX } from "~/domain/grid";
import { helpShared } from "~/i18n/ko/help/shared";
import { useInView } from "../layout/page-parts";
import { PageLinks, type PageLinkLabels } from "../layout/PageLinks";
import styles from "./help.module.css";

const t = helpShared.common;
const WINDOW = 10;

const LABELS: PageLinkLabels = { nav: t.pagination, previous: t.previous, next: t.next, page: (page) => `${page} ${t.pageSuffix}` };

export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const first = Math.floor((page - 1) / WINDOW) * WINDOW + 1;
  const pages = Array.from({ length: Math.min(WINDOW, totalPages - first + 1) }, (_, index) => first + index);
  return (
    <PageLinks
      current={page}
      pages={pages}
      previous={first > 1 ? first - 1 : null}
      next={first + WINDOW <= totalPages ? first + WINDOW : null}
      hrefFor={hrefFor}
      labels={LABELS}
      className={styles.pagination}
    />
  );
}

type PageOf<T> = { items: T[]; page: number; totalPages: number };

/**
 * `current` must be the loader's object (a stable reference): a new one means a new list.
 * The items of the current page plus, on phones, the pages loaded by scrolling. `dataUrlFor` is the
 * URL whose loader answers the next page (index routes need '?index').
 */
export function useMorePages<T>(current: PageOf<T>, dataUrlFor: (page: number) => string, pick: (data: unknown) => PageOf<T> | null) {
  const fetcher = useFetcher();
  const [pages, setPages] = useState<PageOf<T>[]>([current]);
  // A new first page (another page, a revalidation) starts the list again. Set while rendering, not in an
  // effect: an update right after hydration would make React draw a part still hydrating (a dialog from its
  // chunk) again from scratch (error 421).
  const [first, setFirst] = useState(current);
  if (first !== current) {
    setFirst(current);
    setPages([current]);
  }
  useEffect(() => {
    const next = fetcher.data ? pick(fetcher.data) : null;
    if (next) setPages((loaded) => (loaded.some((entry) => entry.page === next.page) ? loaded : [...loaded, next]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const last = pages[pages.length - 1];
  const hasMore = last.page < last.totalPages;
  return {
    items: pages.flatMap((entry) => entry.items),
    nextPage: last.page + 1,
    hasMore,
    loading: fetcher.state !== "idle",
    loadMore: () => {
      if (hasMore && fetcher.state === "idle") fetcher.load(dataUrlFor(last.page + 1));
    },
  };
}

/** The mobile '더보기' link; with JS on a phone it loads the next page when it scrolls into view. */
export function MoreLink({ href, loading, onMore }: { href: string; loading: boolean; onMore: () => void }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const phone = typeof window !== "undefined" && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
  const onView = (inView: boolean) => {
    if (inView) onMore();
  };
  useInView(ref, onView, { enabled: phone, key: href });
  return (
    <a
      ref={ref}
      href={href}
      className={styles.more}
      aria-busy={loading}
      onClick={(event) => {
        event.preventDefault();
        onMore();
      }}
    >
      {loading ? t.loading : t.more}
    </a>
  );
}
