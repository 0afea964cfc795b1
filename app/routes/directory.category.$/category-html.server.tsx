// The category page's sections rendered to HTML on the server: its top (menu bar, header, tabs), the
// missing category's text and the tab's options. The page shows the markup and ships none of the
// sections' code (first-load JS budget); StaticHtml and FilterFormHtml add the little they do in the
// browser (client navigation, auto-submit). Our own components only, so the HTML is React's escaped
// output, never upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import type { CategoryMenu, ContentType, TabFilters } from "~/domain/directory";
import { CategoryFilters } from "./CategoryFilters";
import { CategoryMissing, CategoryTop, type CategoryTopProps } from "./CategoryTop";

export function categoryTopHtml(props: CategoryTopProps): string {
  return renderToStaticMarkup(<CategoryTop {...props} />);
}

export function categoryMissingHtml(menus: CategoryMenu[]): string {
  return renderToStaticMarkup(<CategoryMissing menus={menus} />);
}

export function categoryFiltersHtml(action: string, type: ContentType, filters: TabFilters, today: string): string {
  return renderToStaticMarkup(<CategoryFilters action={action} type={type} filters={filters} today={today} />);
}
