// FAQ search results (002 §2.4): '{word}' 검색결과 ({count}건) on desktop, '검색결과' and the count on phones, the
// search box with the words searched at every width (to search again), results with '&#32;' stripped and the words
// in bold, pages of 10, a way back to the FAQ and, on phones, the '#search' sheet with related keywords. An empty
// search goes to the FAQ; the keyword is logged when it is 70 characters or fewer. The search box posts (logging is
// a side effect) and is redirected here, so that reloads, back/forward and shared links show the results without
// counting the keyword again.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HelpSearchBox } from "~/components/help/HelpSearchBox";
import styles from "~/components/help/help.module.css";
import { Pagination } from "~/components/help/Pagination";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { Highlighted } from "~/components/text/Highlighted";
import { formatCount } from "~/domain/counts";
import { helpPages } from "~/i18n/ko/help/pages";
import { helpShared } from "~/i18n/ko/help/shared";
import { common } from "~/i18n/ko/common";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./faq-search.server";

export { action, loader } from "./faq-search.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpPages.search;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function HelpSearch() {
  const { word, results, keywords } = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => `/help/search?q=${encodeURIComponent(word)}&page=${page}`;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      {/* The words searched, to change and search again (a phone too: issue 72). */}
      <HelpSearchBox id="help-search" defaultValue={word} key={word} />
      <header className={`${styles.sectionHeading} ${styles.resultsHeading}`}>
        <h1 className={styles.heading}>
          <span className={styles.desktopOnly}>{t.titleDesktop(word, results.total)}</span>
          <span className={`${styles.mobileOnly} ${styles.mobileTitle}`}>
            {t.titleMobile} <span className={styles.count}>{t.count(formatCount(results.total))}</span>
          </span>
        </h1>
        <span className={styles.actions}>
          <a href="#search" className={`${styles.buttonSecondary} ${styles.mobileOnly}`}>
            {t.sheetTitle}
          </a>
          <Link to="/help/faq" className={styles.buttonSecondary}>
            {t.backToFaq}
          </Link>
        </span>
      </header>

      {results.items.length ? (
        <ul className={styles.linkList} aria-label={t.titleMobile}>
          {results.items.map((item) => (
            <li key={item.id}>
              <Link to={`/help/faq/${item.id}`}>
                {/* One item of the link's row (a flex row with gaps between its items). */}
                <span>
                  <Highlighted text={item.title} keyword={word} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
      <Pagination page={results.page} totalPages={results.totalPages} hrefFor={hrefFor} />
      {results.page < results.totalPages ? (
        <Link to={hrefFor(results.page + 1)} className={styles.more}>
          {helpShared.common.more}
        </Link>
      ) : null}

      <section id="search" className={styles.searchSheet} aria-labelledby="help-search-sheet">
        <header className={styles.sectionHeading}>
          <h2 id="help-search-sheet">{t.sheetTitle}</h2>
          <a href="#main" aria-label={common.layout.close}>
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#close" />
            </svg>
          </a>
        </header>
        <HelpSearchBox id="help-search-sheet-input" defaultValue={word} key={`sheet-${word}`} />
        <h3>{t.relatedKeywords}</h3>
        <ul className={styles.chips}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Link to={`/help/search?q=${encodeURIComponent(keyword)}`}>#{keyword}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
