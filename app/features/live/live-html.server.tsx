// The top and the sort of the three /live pages rendered to HTML on the server (shared like
// live-page.server.ts, which uses them: the /live pages have no layout route). The page shows the markup
// and ships none of the sections' code (first-load JS budget); StaticHtml and FilterFormHtml add the
// little they do in the browser (client navigation, auto-submit). Our own components only, so the HTML
// is React's escaped output, never upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import { FilterForm, FilterSelect } from "~/components/directory/FilterForm";
import { LiveHead } from "~/components/live/LiveHead";
import { LIVE_SORTS, type LivePageData, type LiveSort, type LiveTab, liveTabHref } from "~/domain/live";
import { liveTop } from "~/i18n/ko/live-top";

export function liveHeadHtml(data: LivePageData): string {
  return renderToStaticMarkup(<LiveHead data={data} />);
}

/** The sort of a live list, keeping the chosen poster category. */
export function liveSortHtml(group: LiveTab, sort: LiveSort, selected: string | null): string {
  return renderToStaticMarkup(
    <FilterForm action={liveTabHref(group)} label={liveTop.sortLabel} submitLabel={liveTop.apply}>
      {selected ? <input type="hidden" name="categoryName" value={selected} /> : null}
      <FilterSelect name="sort" label={liveTop.sortLabel} value={sort} options={LIVE_SORTS.map((value) => ({ value, label: liveTop.sorts[value] }))} />
    </FilterForm>,
  );
}
