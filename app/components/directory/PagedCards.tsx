// A list shown page by page ('more' pages 1..N, or the last of them that fit one HTML page, from
// `firstPage`): one grid per page, each with an anchor the 'more' link jumps to. Page sizes (60, 120) fill
// every column count of the grid tables, so rows stay whole. While a navigation changes `reloadParams` the
// pages show skeleton cards, and while it asks for the next page a row of them follows (utils/page-feedback.ts).
import type { ComponentProps } from "react";
import { type BroadcastCard } from "~/domain/cards";
import { chunkPages } from "~/domain/paging";
import { CardGrid } from "../cards/lazy";
import { pageAnchor } from "./MoreLink";

export function PagedCards({
  cards,
  pageSize,
  firstPage = 1,
  empty,
  reloadParams,
  firstScreen,
  ...grid
}: Omit<ComponentProps<typeof CardGrid>, "cards"> & { cards: BroadcastCard[]; pageSize: number; firstPage?: number; reloadParams: string }) {
  if (cards.length === 0) return <>{empty}</>;
  return (
    <div data-list-params={reloadParams} data-list-more="page">
      {chunkPages(cards, pageSize).map((chunk, index) => (
        <div key={firstPage + index} id={pageAnchor(firstPage + index)}>
          <CardGrid cards={chunk} eagerCount={index === 0 ? 6 : 0} firstScreen={index === 0 ? firstScreen : undefined} {...grid} />
        </div>
      ))}
    </div>
  );
}
