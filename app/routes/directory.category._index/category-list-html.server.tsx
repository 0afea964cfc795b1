// The category list's sections rendered to HTML on the server: the menu bar and the list order. The page
// shows the markup and ships none of their code (first-load JS budget); StaticHtml and FilterFormHtml add
// the little they do in the browser (client navigation, auto-submit). Our own components only, so the HTML
// is React's escaped output, never upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import { FilterForm, FilterSelect } from "~/components/directory/FilterForm";
import { MenuBar } from "~/components/directory/MenuBar";
import { type CategoryMenu, LIST_ORDER_OPTIONS, type ListOrder } from "~/domain/directory";
import { directoryList } from "~/i18n/ko/directory-list";
import { directoryTop } from "~/i18n/ko/directory-top";

export function menuBarHtml(menus: CategoryMenu[], activeMenuId: string | null): string {
  return renderToStaticMarkup(<MenuBar menus={menus} activeMenuId={activeMenuId} />);
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
