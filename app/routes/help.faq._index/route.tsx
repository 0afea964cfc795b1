// FAQ list (002 §2.5): main category (the help-home categories), sub-category and page in the URL, so
// back and forward restore them; 10 per page on desktop, '더보기' / infinite scroll on phones.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/help.module.css";
import { MoreLink, Pagination, useMorePages } from "~/components/help/Pagination";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { faqListHref, HELP_HOME_CATEGORIES, type FaqPage } from "~/domain/help";
import { helpPages } from "~/i18n/ko/help/pages";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import { FaqAccordion } from "./FaqAccordion";
import type { loader } from "./faq-list.server";

export { loader } from "./faq-list.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpPages.faq;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function FaqList() {
  const { category, sub, subCategories, faq } = useLoaderData<typeof loader>();
  const more = useMorePages(
    faq,
    (page) => faqListHref(category, sub, page).replace("/help/faq?", "/help/faq?index&"),
    (data) => (data as { faq?: FaqPage }).faq ?? null,
  );
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <nav aria-label={t.categoryNav}>
        <ul className={styles.tabs}>
          {HELP_HOME_CATEGORIES.map((item) => (
            <li key={item.id}>
              <Link to={faqListHref(item.id, null)} aria-current={item.id === category ? "page" : undefined}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {subCategories.length ? (
        <nav aria-label={t.subCategoryNav}>
          <ul className={`${styles.tabs} ${styles.subTabs}`}>
            <li>
              <Link to={faqListHref(category, null)} aria-current={sub === null ? "page" : undefined}>
                {t.all}
              </Link>
            </li>
            {subCategories.map((item) => (
              <li key={item.id}>
                <Link to={faqListHref(category, item.id)} aria-current={item.id === sub ? "page" : undefined}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {more.items.length ? <FaqAccordion items={more.items} /> : <p className={styles.empty}>{t.empty}</p>}
      <Pagination page={faq.page} totalPages={faq.totalPages} hrefFor={(page) => faqListHref(category, sub, page)} />
      {more.hasMore ? <MoreLink href={faqListHref(category, sub, more.nextPage)} loading={more.loading} onMore={more.loadMore} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
