// The sports group's own parts rendered to HTML on the server: the HOT text banner and '오늘의 주요일정'.
// The page shows the markup and ships none of their code (first-load JS budget); StaticHtml adds client
// navigation, and the banner rotates by CSS alone. Our own components only, so the HTML is React's escaped
// output, never upstream HTML.
import { renderToStaticMarkup } from "react-dom/server";
import type { SportsGame, TextBanner as TextBannerItem } from "~/domain/live";
import type { LinkConfig } from "~/utils/links";
import { SportsSchedule, type VodBoards } from "./SportsSchedule";
import { TextBanner } from "./TextBanner";

export function sportsHtml(textBanners: TextBannerItem[], games: SportsGame[], config: LinkConfig, boards: VodBoards = {}): string {
  return renderToStaticMarkup(
    <>
      <TextBanner items={textBanners} />
      <SportsSchedule games={games} config={config} boards={boards} />
    </>,
  );
}
