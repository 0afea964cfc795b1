// Raw home payloads → domain (000 §2.4, §3.7): admin sections, prefer sections and top banners (the ads
// are normalise/promotions'), in snake_case or the spec's camelCase, numbers as strings and flags in any form.
import type { PopularSectionConfig, PreferSectionEntry, TopBanner } from "~/domain/home";
import { isSectionContentType } from "~/domain/home";
import { first, flag, number, optionalText, snakeKeys, text } from "./fields";
import { mediaUrl } from "~/domain/media";

/** An admin popular section and the contents it carries inline (curated sections), if any. */
export function normalisePopularSection(input: unknown): { config: PopularSectionConfig; list: unknown[] | null } | null {
  const raw = snakeKeys(input);
  const code = text(raw, "section_code");
  const contentType = text(raw, "content_type").toUpperCase();
  if (!code || !isSectionContentType(contentType)) return null;
  const position = text(raw, "btn_position").toUpperCase();
  const buttonText = text(raw, "btn_text");
  const url = text(raw, "url");
  const list = first(raw, "list", "contents");
  return {
    config: {
      code,
      order: number(raw, "order", "sort_order") ?? 0,
      contentType,
      isAdult: flag(raw, "is_adult"),
      abroadAllowed: flag(raw, "abroad_yn"),
      button: buttonText && url && (position === "TOP_RIGHT" || position === "BOTTOM") ? { position, text: buttonText, url } : null,
      removeTitle: flag(raw, "remove_title"),
      rowCount: Math.max(1, Math.min(6, number(raw, "row_count") ?? 1)),
      titleHtml: text(raw, "title"),
      useSlider: flag(raw, "use_slider"),
    },
    list: Array.isArray(list) ? list : null,
  };
}

export function normalisePreferSection(input: unknown): PreferSectionEntry | null {
  const raw = snakeKeys(input);
  const code = text(raw, "section_code");
  if (!code) return null;
  return { code, order: number(raw, "order") ?? 0, divider: flag(raw, "divider", "is_divider") };
}

export function normaliseTopBanner(input: unknown): TopBanner | null {
  const raw = snakeKeys(input);
  const idx = text(raw, "idx");
  const title = text(raw, "banner_title");
  if (!idx || !title) return null;
  return {
    idx,
    alarmIdx: optionalText(raw, "alarm_idx"),
    imageUrl: mediaUrl(first(raw, "img_path")),
    memo: text(raw, "memo"),
    period: text(raw, "banner_period"),
    title,
    content: text(raw, "banner_content"),
    link: text(raw, "link"),
    type: text(raw, "is_type"),
    orderNo: number(raw, "order_no") ?? 0,
  };
}
