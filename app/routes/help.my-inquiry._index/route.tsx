// My inquiries and reports (002 §2.11, §3.1, §4.1): type, title, answer status ('답변완료' on phones,
// '완료' on desktop), answer rating ('평가완료', the '답변 평가' button opening the survey: ?survey={id},
// or '-') and date; 10 per page on desktop, infinite scroll on phones. Members only.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/dialog/lazy";
import styles from "~/components/help/help.module.css";
import { MoreLink, Pagination, useMorePages } from "~/components/help/Pagination";
import { SurveyForm } from "~/components/help/lazy";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { PAGE_SIZE, ratingCell, statusLabelKey, type InquiryPage } from "~/domain/help";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./my-inquiries.server";

export { loader } from "./my-inquiries.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpInquiries.myInquiry;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

const pageHref = (page: number) => (page > 1 ? `/help/my-inquiry?page=${page}` : "/help/my-inquiry");

export default function MyInquiries() {
  const { list, surveyId } = useLoaderData<typeof loader>();
  const more = useMorePages(
    list,
    (page) => `/help/my-inquiry?index&page=${page}`,
    (data) => (data as { list?: InquiryPage }).list ?? null,
  );
  const here = pageHref(list.page);
  // Rows appended by "more" come from later pages: the survey opens on the row's own page, whose loader knows it.
  const surveyHref = (id: string, index: number) => {
    const own = pageHref(list.page + Math.floor(index / PAGE_SIZE));
    return `${own}${own.includes("?") ? "&" : "?"}survey=${id}`;
  };
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.heading}>{t.title}</h1>
      {more.items.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.columns.type}</th>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.rating}</th>
              <th scope="col">{t.columns.date}</th>
            </tr>
          </thead>
          <tbody>
            {more.items.map((item, index) => {
              const rating = ratingCell(item);
              return (
                <tr key={item.id}>
                  <td>{t.types[item.kind]}</td>
                  <td className={styles.titleCell}>
                    <Link to={`/help/my-inquiry/${item.id}`}>{item.title}</Link>
                  </td>
                  <td>
                    <span className={styles.mobileOnly}>{t.status[statusLabelKey(item.status, "mobile")]}</span>
                    <span className={styles.desktopOnly}>{t.status[statusLabelKey(item.status, "desktop")]}</span>
                  </td>
                  <td>
                    {rating === "rate" ? (
                      <Link to={surveyHref(item.id, index)} preventScrollReset className={styles.linkButton}>
                        {t.rate}
                      </Link>
                    ) : (
                      t[rating === "rated" ? "rated" : "none"]
                    )}
                  </td>
                  <td>{item.createdDate}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={pageHref} />
      {more.hasMore ? <MoreLink href={pageHref(more.nextPage)} loading={more.loading} onMore={more.loadMore} /> : null}
      {surveyId ? (
        <Dialog title={helpInquiries.survey.title} closeHref={here} className={styles.layer}>
          <SurveyForm inquiryId={surveyId} redirectTo={here} />
        </Dialog>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
