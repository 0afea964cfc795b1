// Category tiles by page, in the category column table of 000 §9 (10 / 8 / 6 / 5 / 4 / 3 columns by
// the container's width, at the card thresholds).
import { CategoryList } from "~/components/cards/CategoryTile";
import { pageAnchor } from "~/components/directory/MoreLink";
import type { CategoryTile as Tile } from "~/domain/category";
import { itemsOf } from "~/domain/read-back";
import { chunkPages, PAGE_SIZE } from "~/domain/paging";
import styles from "./category-list.module.css";

/** `firstPage`: the page number of the first tiles (a long list shows its last pages only); `inHtml`: the page's
 * HTML shows them, and the browser keeps that markup (KeptList). */
export function CategoryGrid({ tiles, label, firstPage = 1, inHtml }: { tiles: Tile[]; label: string; firstPage?: number; inHtml: boolean }) {
  return (
    <div className={styles.categoryWrap} data-list-params="order szKeyword" data-list-more="page">
      {chunkPages(itemsOf(tiles), PAGE_SIZE.categories).map((chunk, page) => (
        <CategoryList
          key={page}
          tiles={chunk}
          eagerCount={page === 0 ? 10 : 0}
          id={pageAnchor(firstPage + page)}
          className={styles.categoryGrid}
          aria-label={page === 0 ? label : undefined}
          data-list=""
          inHtml={inHtml}
        />
      ))}
    </div>
  );
}
