// /directory/category (000 §2.5): the menu bar, category search, the list order (prefer only when
// logged in) remembered on the device, and the category tiles by 120 with '더보기'. The loader is
// category-list.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterFormHtml } from "~/components/directory/FilterFormHtml";
import { MoreLink } from "~/components/directory/MoreLink";
import { StaticHtml } from "~/components/directory/StaticHtml";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { directory } from "~/i18n/ko/directory";
import { directoryList } from "~/i18n/ko/directory-list";
import { titleMeta } from "~/utils/meta";
import styles from "./category-list.module.css";
import type { loader } from "./category-list.server";
import { CategoryGrid } from "./CategoryGrid";
import { CategorySearch } from "./CategorySearch";

export { loader } from "./category-list.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = directory;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, t.listTitle);

export default function CategoryList() {
  const { menuBar, orderForm, keyword, page, firstPage, tiles, tilesInHtml, isMore } = useLoaderData<typeof loader>();
  return (
    <>
      <StaticHtml html={menuBar} />
      <h1 className="visually-hidden">{t.listTitle}</h1>
      <div className={styles.toolbar}>
        <CategorySearch keyword={keyword} />
        <FilterFormHtml html={orderForm} />
      </div>
      {tiles.length ? (
        <CategoryGrid tiles={tiles} label={t.listTitle} firstPage={firstPage} inHtml={tilesInHtml} />
      ) : (
        <p className={styles.empty}>{directoryList.noResult}</p>
      )}
      {isMore ? <MoreLink page={page} label={t.more} /> : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
