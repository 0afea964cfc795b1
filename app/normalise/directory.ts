// Raw directory answers → domain (000 §3.6): menus, category info. Category tiles and cards come from
// the card family's normalisers.
import { padCategoryNo } from "~/domain/category";
import type { BroadcastCard } from "~/domain/cards";
import type { CategoryInfo, CategoryMenu, ContentsDisplay, ContentType } from "~/domain/directory";
import { normaliseLive, normaliseVod } from "./cards";
import { first, flag, number, snakeKeys, stringList, text } from "./fields";
import { mediaUrl } from "~/domain/media";

/** contents_display {live, vod, catch} in any flag form; null when missing. */
export function normaliseContentsDisplay(input: unknown): ContentsDisplay | null {
  const raw = snakeKeys(input);
  if (!("live" in raw) && !("vod" in raw) && !("catch" in raw)) return null;
  // A missing key means the tab is offered; only an explicit off flag disables it.
  const on = (key: string) => (raw[key] === undefined || raw[key] === null ? true : flag(raw, key));
  return { live: on("live"), vod: on("vod"), catch: on("catch") };
}

export function normaliseMenu(input: unknown): CategoryMenu | null {
  const raw = snakeKeys(input);
  const menuId = text(raw, "menu_id", "menu_idx");
  const menuName = text(raw, "menu_name", "name");
  if (menuId === "" || !menuName) return null;
  const type = text(raw, "type") === "category" || Number(menuId) === 0 ? "category" : "admin";
  return {
    menuId: String(Number(menuId)),
    menuName,
    type,
    adminId: text(raw, "admin_id") || null,
    contentsDisplay: normaliseContentsDisplay(raw.contents_display) ?? { live: true, vod: true, catch: true },
  };
}

export function normaliseCategoryInfo(input: unknown): CategoryInfo | null {
  const raw = snakeKeys(input);
  const categoryNo = padCategoryNo(text(raw, "category_no", "live_category_no", "broad_cate_no"));
  const name = text(raw, "category_name", "cate_name");
  if (!categoryNo || !name) return null;
  return {
    categoryNo,
    name,
    imageUrl: mediaUrl(first(raw, "cate_img", "cate_pc_img", "pc_image")),
    viewCount: number(raw, "view_cnt", "viewer") ?? 0,
    isDrops: flag(raw, "is_drops"),
    fixedTags: stringList(raw, "fixed_tags"),
    liveCategoryNo: padCategoryNo(text(raw, "live_category_no")) || categoryNo,
    vodCategoryNo: padCategoryNo(text(raw, "vod_category_no")) || categoryNo,
    contentsDisplay: normaliseContentsDisplay(raw.contents_display),
  };
}

// Module-level, so that a kept answer's cards are normalised once (normalisedOnce keys on the function).
const normaliseListVod = (raw: unknown) => normaliseVod(raw);
const normaliseCatchVod = (raw: unknown) => normaliseVod(raw, "catch");

/** The normaliser of a contents list's items (a category's or an admin menu's), by the list's type. */
export function contentsNormaliser(type: ContentType): (raw: unknown) => BroadcastCard | null {
  return type === "live" ? normaliseLive : type === "catch" ? normaliseCatchVod : normaliseListVod;
}
