// /directory/category (000 §2.5): the menu bar, category search, the list order (prefer only when
// logged in) remembered on the device, and the category tiles by 120 with '더보기'.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryGrid } from "~/components/directory/CategoryGrid";
import { CategorySearch } from "~/components/directory/CategorySearch";
import { FilterFormHtml } from "~/components/directory/FilterFormHtml";
import { MoreLink } from "~/components/directory/MoreLink";
import { StaticHtml } from "~/components/directory/StaticHtml";
import styles from "~/components/directory/category-list.module.css";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { directory } from "~/i18n/ko/directory";
import { directoryList } from "~/i18n/ko/directory-list";
import type { categoryListLoader } from "~/utils/category-list-page.server";
import { titleMeta } from "~/utils/meta";

const t = directory;

export { categoryListLoader as loader } from "~/utils/category-list-page.server";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, t.listTitle);

export default function CategoryList() {
  const { menuBar, orderForm, keyword, page, tiles, isMore } = useLoaderData<typeof categoryListLoader>();
  return (
    <>
      <StaticHtml html={menuBar} />
      <h1 className="visually-hidden">{t.listTitle}</h1>
      <div className={styles.toolbar}>
        <CategorySearch keyword={keyword} />
        <FilterFormHtml html={orderForm} />
      </div>
      {tiles.length ? <CategoryGrid tiles={tiles} label={t.listTitle} /> : <p className={styles.empty}>{directoryList.noResult}</p>}
      {isMore ? <MoreLink page={page} label={t.more} /> : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
