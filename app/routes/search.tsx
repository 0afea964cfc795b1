// /search: unified search and tag search (000 §2.7, §4.10, §5). The loader reads the query, runs the
// stop-word step and then the calls of the tab's groups, and builds the page's links; the page is the
// heading, the tabs, the empty / blocked messages and the results area (components/search/Results).
// Everything works without JS; view-only toggles skip the loader.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { searchControls } from "~/components/search/controls.server";
import { SearchMessage } from "~/components/search/NoResult";
import type { SearchResultsData } from "~/components/search/Results";
import { SearchTabs } from "~/components/search/SearchTabs";
import styles from "~/components/search/search.module.css";
import { Results } from "~/components/search/lazy";
import { formatKst } from "~/domain/dates";
import { onlyViewChanged, parseSearchView } from "~/domain/search";
import { parseSearchQuery } from "~/forms/search-query.server";
import { common } from "~/i18n/ko/common";
import { search } from "~/i18n/ko/search";
import { loadSearchPage } from "~/upstream/search-page.server";
import { titleMeta } from "~/utils/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const today = formatKst(Date.now(), "YYYY-MM-DD");
  const params = new URL(request.url).searchParams;
  const data = await loadSearchPage({ request, context }, parseSearchQuery(params, today), today);
  // Results depend on the viewer (favourites, hidden streamers): never shared by caches.
  return json<SearchResultsData>({ ...data, controls: searchControls(params, data) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const keyword = data?.query.keyword;
  if (!keyword) return titleMeta(matches, common.layout.searchLabel);
  return titleMeta(matches, data.query.mode.kind === "tag" ? search.tagTitle(keyword) : keyword);
};

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const navigation = !formMethod || formMethod.toUpperCase() === "GET";
  if (navigation && currentUrl.pathname === nextUrl.pathname && onlyViewChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
};

export default function SearchPage() {
  const data = useLoaderData<typeof loader>() as SearchResultsData;
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
