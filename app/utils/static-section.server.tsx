// Sections without any behaviour in the browser, rendered to HTML on the server: the page shows the
// markup and ships none of the section's code (first-load JS budget). Our own components only, so the
// HTML is React's escaped output, never upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import { CategoryHeader } from "~/components/directory/CategoryHeader";
import { MenuBar } from "~/components/directory/MenuBar";
import { SportsSchedule } from "~/components/live/SportsSchedule";
import type { CategoryInfo, CategoryMenu, ContentType } from "~/domain/directory";
import type { SportsGame } from "~/domain/live";
import type { LinkConfig } from "./links";

export function sportsScheduleHtml(games: SportsGame[], config: LinkConfig): string {
  return renderToStaticMarkup(<SportsSchedule games={games} config={config} />);
}

export function categoryHeaderHtml(info: CategoryInfo, type: ContentType, titleId: string): string {
  return renderToStaticMarkup(<CategoryHeader info={info} type={type} titleId={titleId} />);
}

export function menuBarHtml(menus: CategoryMenu[], activeMenuId: string | null): string {
  return renderToStaticMarkup(<MenuBar menus={menus} activeMenuId={activeMenuId} />);
}
