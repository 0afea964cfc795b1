// Raw popup settings and ad answers → domain (001 §2.16, §3.4, §7.9; 000 §3.7), in snake_case or the
// spec's camelCase, numbers as strings and flags in any form. Every URL a browser will load or beacon must
// be http(s) (or protocol-relative); colours must be plain hex, since they become inline styles.
import { parseUpstreamDate } from "~/domain/dates";
import { type Ad, type AdCreative, isCookieKey, type Popup } from "~/domain/promotions";
import { first, flag, snakeKeys, stringList, text } from "./fields";
import { mediaUrl } from "~/domain/media";

export function normalisePopup(input: unknown): Popup | null {
  const raw = snakeKeys(input);
  const start = parseUpstreamDate(first(raw, "start_time", "start_date", "start"));
  const end = parseUpstreamDate(first(raw, "end_time", "end_date", "end"));
  const path = text(raw, "path");
  const cookieKey = text(raw, "cookie_key");
  if (start === null || end === null || !path.startsWith("/") || !isCookieKey(cookieKey)) return null;
  const link = text(raw, "link_url", "link");
  return {
    idx: text(raw, "idx", "id") || cookieKey,
    path,
    start,
    end,
    cookieKey,
    title: text(raw, "title"),
    imageUrl: mediaUrl(first(raw, "image_url", "img_path")),
    // A path of the portal (not '//host') or an absolute http(s) URL.
    linkUrl: /^\/(?![/\\])/.test(link) || /^https?:\/\//i.test(link) ? link : "",
  };
}

const urls = (raw: Record<string, unknown>, ...names: string[]) =>
  stringList(raw, ...names)
    .map(mediaUrl)
    .filter((url): url is string => url !== null);
const colour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : null);

/** The first media file of an inline VAST document (the real ad server sends VAST XML), if any. */
export function vastMediaUrl(vast: string): string | null {
  const match = /<MediaFile\b[^>]*>\s*(?:<!\[CDATA\[)?\s*([^\s<\]]+)/i.exec(vast);
  return match ? mediaUrl(match[1].replace(/&amp;/g, "&")) : null;
}

function normaliseCreative(input: unknown): AdCreative {
  const raw = snakeKeys(input);
  const vast = text(raw, "vast");
  const vast2 = text(raw, "vast2");
  const one = (...names: string[]) => mediaUrl(first(raw, ...names));
  return {
    isBanner: flag(raw, "is_banner"),
    advertiser: text(raw, "advertiser"),
    adText: text(raw, "ad_text"),
    imageUrl: one("image_url"),
    alternativeImageUrl: one("alternative_image_url"),
    thumbnailSrc: one("thumbnail_src"),
    landingUrl: one("landing_url"),
    clickUrls: urls(raw, "click_urls"),
    impressionUrls: urls(raw, "impression_urls"),
    viewableUrls: urls(raw, "viewable_urls"),
    closeUrl: one("close_url"),
    errorUrl: one("error_url"),
    subClickUrls: urls(raw, "sub_click_urls"),
    subImpressionUrls: urls(raw, "sub_impression_urls"),
    subViewableUrls: urls(raw, "sub_viewable_urls"),
    backgroundColor: colour(text(raw, "background_color")),
    expandedBackgroundColor: colour(text(raw, "expanded_background_color")),
    expandedImageUrl: one("expanded_image_url"),
    foldingImageUrl: one("folding_image_url"),
    videoPlacement: text(raw, "video_placement").toUpperCase() === "LEFT" ? "LEFT" : "RIGHT",
    profileImageUrl: one("profile_image_url"),
    vast,
    vast2,
    videoUrl: vastMediaUrl(vast) ?? vastMediaUrl(vast2),
  };
}

/** An ad answer: null unless it exists and has a creative with a picture and somewhere to go. */
export function normaliseAd(input: unknown): Ad | null {
  const raw = snakeKeys(input);
  if (!flag(raw, "exist")) return null;
  const creatives = (Array.isArray(raw.creatives) ? raw.creatives : [])
    .map(normaliseCreative)
    .filter((creative) => (creative.landingUrl || creative.clickUrls.length > 0) && (creative.imageUrl || creative.thumbnailSrc || creative.foldingImageUrl));
  if (creatives.length === 0) return null;
  return { key: text(raw, "key"), type: text(raw, "type").toUpperCase(), creatives };
}
