// The page links of a paged list (?page=n): a <nav> of numbered links with the current one marked, and
// previous / next. Each area decides which numbers show and where previous and next lead (help by windows
// of ten, station around the current page); the markup and its accessible names are this one.
import { Link } from "@remix-run/react";

export type PageLinkLabels = { nav: string; previous: string; next: string; page: (page: number) => string };

export function PageLinks({
  current,
  pages,
  previous,
  next,
  hrefFor,
  labels,
  className,
}: {
  current: number;
  pages: number[];
  previous: number | null;
  next: number | null;
  hrefFor: (page: number) => string;
  labels: PageLinkLabels;
  className?: string;
}) {
  const step = (page: number | null, label: string) =>
    page !== null ? (
      <li>
        <Link to={hrefFor(page)}>{label}</Link>
      </li>
    ) : null;
  return (
    <nav aria-label={labels.nav}>
      <ul className={className}>
        {step(previous, labels.previous)}
        {pages.map((page) => (
          <li key={page}>
            <Link to={hrefFor(page)} aria-current={page === current ? "page" : undefined} aria-label={labels.page(page)}>
              {page}
            </Link>
          </li>
        ))}
        {step(next, labels.next)}
      </ul>
    </nav>
  );
}
