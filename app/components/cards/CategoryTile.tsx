// A category tile (000 §3.6): picture, name, viewers, drops tag. Leads to the category's LIVE tab.
import type { ComponentPropsWithoutRef } from "react";
import { abbreviateCount } from "~/domain/counts";
import type { CategoryTile as Tile } from "~/domain/category";
import { cards } from "~/i18n/ko/cards";
import { discovery } from "~/i18n/ko/discovery";
import styles from "./cards.module.css";
import { KeptList } from "./KeptList";

/** /directory/category/{name}/live, with '/' in names re-encoded as %2F (000 §2.5). */
export const categoryHref = (name: string, type: "live" | "vod" | "catch" = "live") => `/directory/category/${encodeURIComponent(name)}/${type}`;

export function CategoryTile({ tile, eager }: { tile: Tile; eager?: boolean }) {
  return (
    <a className={styles.category} href={categoryHref(tile.name)}>
      <span className={styles.poster}>
        <img src={tile.imageUrl ?? "/images/thumb-default.svg"} alt="" loading={eager ? "eager" : "lazy"} />
        {tile.isDrops ? <span className={`${styles.badge} ${styles.info} ${styles.topLeft}`}>{cards.labels.drops}</span> : null}
      </span>
      <span className={styles.categoryName}>{tile.name}</span>
      {/* The count with its unit, as the category's own page says it (000 §2.5 '{n}명 참여중'; issue 72: '14.1만' alone). */}
      <span className={styles.categoryViewers}>{discovery.participants(abbreviateCount(tile.viewCount))}</span>
    </a>
  );
}

/** A tile as an item of a list: its `<li>`, from its inputs alone (kept by the server: KeptList). */
function CategoryItem(props: { tile: Tile; eager: boolean }) {
  return (
    <li>
      <CategoryTile {...props} />
    </li>
  );
}

/** Tiles as the props of their items, the first `eagerCount` loading their pictures at once. */
const categoryItems = (tiles: Tile[], eagerCount: number) => tiles.map((tile, index) => ({ tile, eager: index < eagerCount }));

const categoryItemKey = ({ tile }: { tile: Tile }) => tile.categoryNo;

/** Category tiles in the category columns of 000 §9 (the narrow tier table), as a grid or a slider. */
export function CategoryGrid({
  tiles,
  layout = "grid",
  rows,
  label,
  eagerCount = 0,
}: {
  tiles: Tile[];
  layout?: "grid" | "slider";
  rows?: number;
  label?: string;
  eagerCount?: number;
}) {
  const limited = layout === "grid" && rows ? styles.limited : "";
  return (
    <div className={styles.gridWrap}>
      <CategoryList
        tiles={tiles}
        eagerCount={eagerCount}
        className={`${layout === "slider" ? styles.slider : styles.grid} ${styles.grid_catch} ${limited}`}
        data-rows={limited ? rows : undefined}
        data-prev={layout === "slider" ? cards.slider.previous : undefined}
        data-next={layout === "slider" ? cards.slider.next : undefined}
        aria-label={label}
      />
    </div>
  );
}

/** A `<ul>` of tiles (the list's own attributes as given). */
export function CategoryList({
  tiles,
  eagerCount,
  ...listProps
}: { tiles: Tile[]; eagerCount: number; inHtml?: boolean } & Omit<ComponentPropsWithoutRef<"ul">, "children">) {
  return <KeptList {...listProps} item={CategoryItem} items={categoryItems(tiles, eagerCount)} itemKey={categoryItemKey} />;
}
