// /search: unified search and tag search (000 §2.7, §4.10, §5). The loader (search.server.ts) reads the
// query, runs the stop-word step and then the calls of the tab's groups, and builds the page's links; the
// page is the heading, the tabs, the empty / blocked messages and the results area (Results.tsx).
// Everything works without JS; view-only toggles skip the loader.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { onlyViewChanged, parseSearchView } from "~/domain/search";
import type { SearchResultsView } from "~/domain/search-page";
import { common } from "~/i18n/ko/common";
import { search } from "~/i18n/ko/search";
import { titleMeta } from "~/utils/meta";
import { Results } from "./lazy";
import { SearchMessage } from "./NoResult";
import styles from "./search.module.css";
import type { loader } from "./search.server";
import { SearchTabs } from "./SearchTabs";
import { skipRevalidationAfterFailure } from "~/utils/revalidation";

export { loader } from "./search.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const keyword = data?.query.keyword;
  if (!keyword) return titleMeta(matches, common.layout.searchLabel);
  return titleMeta(matches, data.query.mode.kind === "tag" ? search.tagTitle(keyword) : keyword);
};

export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod } = args;
  const navigation = !formMethod || formMethod.toUpperCase() === "GET";
  if (navigation && currentUrl.pathname === nextUrl.pathname && onlyViewChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return skipRevalidationAfterFailure(args);
};

export default function SearchPage() {
  const data = useLoaderData<typeof loader>() as SearchResultsView;
  const [params] = useSearchParams();
  const { query } = data;
  const t = search;
  const title = query.mode.kind === "tag" ? t.tagTitle(query.keyword) : query.keyword;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.keyword}>{query.keyword ? title : common.layout.searchLabel}</h1>
        {query.keyword ? <SearchTabs tabs={data.controls.tabs} /> : null}
      </header>
      {data.status === "empty" ? <SearchMessage title={t.empty.keyword} /> : null}
      {data.status === "illegal" ? <SearchMessage title={t.empty.illegal(query.keyword)} role="alert" /> : null}
      {data.status === "forbidden" ? <SearchMessage title={t.empty.forbidden(query.keyword)} role="alert" /> : null}
      {data.status === "results" ? <Results data={data} view={parseSearchView(params)} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
