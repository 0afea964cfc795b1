// Sections rendered to HTML on the server: the page shows the markup and ships none of the sections' code
// (first-load JS budget); StaticHtml and FilterFormHtml add the little they do in the browser (client
// navigation, auto-submit). Our own components only, so the HTML is React's escaped output, never
// upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import { CategoryFilters } from "~/components/directory/CategoryFilters";
import { CategoryMissing, CategoryTop, type CategoryTopProps } from "~/components/directory/CategoryTop";
import { FilterForm, FilterSelect } from "~/components/directory/FilterForm";
import { MenuBar } from "~/components/directory/MenuBar";
import { LiveHead } from "~/components/live/LiveHead";
import { SportsSchedule } from "~/components/live/SportsSchedule";
import { TextBanner } from "~/components/live/TextBanner";
import { type CategoryMenu, type ContentType, LIST_ORDER_OPTIONS, type ListOrder, type TabFilters } from "~/domain/directory";
import { LIVE_SORTS, type LivePageData, type LiveTab, liveTabHref, type LiveSort, type SportsGame, type TextBanner as TextBannerItem } from "~/domain/live";
import { directoryTop } from "~/i18n/ko/directory-top";
import { directoryList } from "~/i18n/ko/directory-list";
import { liveTop } from "~/i18n/ko/live-top";
import type { LinkConfig } from "./links";

/** The sports group's own parts: the HOT text banner and '오늘의 주요일정'. */
export function sportsHtml(textBanners: TextBannerItem[], games: SportsGame[], config: LinkConfig): string {
  return renderToStaticMarkup(
    <>
      <TextBanner items={textBanners} />
      <SportsSchedule games={games} config={config} />
    </>,
  );
}

export function categoryTopHtml(props: CategoryTopProps): string {
  return renderToStaticMarkup(<CategoryTop {...props} />);
}

export function categoryMissingHtml(menus: CategoryMenu[]): string {
  return renderToStaticMarkup(<CategoryMissing menus={menus} />);
}

export function menuBarHtml(menus: CategoryMenu[], activeMenuId: string | null): string {
  return renderToStaticMarkup(<MenuBar menus={menus} activeMenuId={activeMenuId} />);
}

export function liveHeadHtml(data: LivePageData): string {
  return renderToStaticMarkup(<LiveHead data={data} />);
}

export function categoryFiltersHtml(action: string, type: ContentType, filters: TabFilters, today: string): string {
  return renderToStaticMarkup(<CategoryFilters action={action} type={type} filters={filters} today={today} />);
}

/** The order of the category list (prefer only when logged in), keeping the search. */
export function listOrderHtml(keyword: string, order: ListOrder, signedIn: boolean): string {
  return renderToStaticMarkup(
    <FilterForm action="/directory/category" label={directoryTop.filters.label} submitLabel={directoryTop.filters.apply}>
      {keyword ? <input type="hidden" name="szKeyword" value={keyword} /> : null}
      <FilterSelect
        name="order"
        label={directoryTop.filters.sort}
        value={order}
        options={LIST_ORDER_OPTIONS(signedIn).map((value) => ({ value, label: directoryList.listOrders[value] }))}
      />
    </FilterForm>,
  );
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
