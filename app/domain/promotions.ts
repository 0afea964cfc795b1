// Promotional popups and ad banners (001 §2.16, §2.17, §3.4, §4.9, §9; 000 §2.4, §3.7): the pure rules.
// Times are epoch milliseconds (upstream dates go through domain/dates), `now` is passed in.

// --- Popups ---

export type Popup = {
  idx: string;
  /** The one path it shows on ('/', '/live/all', ...). */
  path: string;
  start: number;
  end: number;
  /** The upstream's key of its '24시간 동안 보지 않기' (its cookie is popupCookie(cookieKey)); 'y' means dismissed. */
  cookieKey: string;
  title: string;
  imageUrl: string | null;
  /** Where the picture leads (a path of the portal or an absolute URL); '' for none. */
  linkUrl: string;
};

export const POPUP_DISMISSED = "y";
/** The cookie lasts one day by default (001 §2.16, §9). */
export const POPUP_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Popups closed without the checkbox stay closed for this page view only: the no-JS close link adds them here. */
export const POPUP_CLOSED_PARAM = "popupClosed";

/** Cookie keys come from the upstream and become cookie names: only plain tokens are usable. */
export const isCookieKey = (key: string) => /^[A-Za-z0-9_.-]{1,64}$/.test(key);

/**
 * A popup's cookie is named in the popups' own namespace, never as the upstream's key alone: a key
 * naming a cookie of the portal or the upstream ('UserTicket') would otherwise have its '24시간 동안 보지 않기'
 * overwrite that cookie with 'y' (the member logged out for a day). The portal's own prefix '__' also keeps it
 * from being forwarded upstream (upstream/transport.server.ts), which never reads it.
 */
export const POPUP_COOKIE_PREFIX = "__popup_";
export const popupCookie = (cookieKey: string) => `${POPUP_COOKIE_PREFIX}${cookieKey}`;

export type PopupView = {
  path: string;
  now: number;
  /** Cookie keys of the popups closed in this view. */
  closed: ReadonlySet<string>;
  cookie: (name: string) => string | null;
};

/** Shown only on its path, from its start up to (not including) its end, when not closed in this view
 * and when its cookie is not 'y' (001 §2.16, §4.9). */
export function isPopupShown(popup: Popup, view: PopupView): boolean {
  return (
    isCookieKey(popup.cookieKey) &&
    popup.path === view.path &&
    popup.start <= view.now &&
    view.now < popup.end &&
    !view.closed.has(popup.cookieKey) &&
    view.cookie(popupCookie(popup.cookieKey)) !== POPUP_DISMISSED
  );
}

export const shownPopups = (popups: Popup[], view: PopupView) => popups.filter((popup) => isPopupShown(popup, view));

/** The closed-in-this-view list of a URL (comma-separated cookie keys). */
export function parseClosedPopups(value: string | null): Set<string> {
  return new Set((value ?? "").split(",").filter(isCookieKey));
}

/** The URL of the same view with one more popup closed. */
export function withPopupClosed(href: string, cookieKey: string): string {
  const url = new URL(href, "http://portal.invalid");
  const closed = parseClosedPopups(url.searchParams.get(POPUP_CLOSED_PARAM));
  closed.add(cookieKey);
  url.searchParams.set(POPUP_CLOSED_PARAM, [...closed].join(","));
  return `${url.pathname}${url.search}${url.hash}`;
}

// --- Ads ---

export const AD_TYPES = [
  "PC_MAIN_IMAGE",
  "PC_MAIN_VIDEO",
  "PC_728_90_BANNER",
  "PC_SUB_BANNER_EXPANDED_IMAGE",
  "PC_SUB_BANNER_EXPANDED_VIDEO",
  "PC_MAIN_VIDEO_SUB",
  "PC_MAIN_IMAGE_SUB",
] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Where an ad is asked for: the home main banner, the home preview slot, a sub (category) banner. */
export type AdPlacement = "main_banner" | "main_preview" | "sub_banner";

const TYPES_OF: Record<AdPlacement, readonly AdType[]> = {
  main_banner: ["PC_MAIN_IMAGE", "PC_MAIN_VIDEO"],
  main_preview: ["PC_MAIN_IMAGE_SUB", "PC_MAIN_VIDEO_SUB"],
  sub_banner: ["PC_SUB_BANNER_EXPANDED_IMAGE", "PC_SUB_BANNER_EXPANDED_VIDEO", "PC_728_90_BANNER"],
};

/** Whether a type belongs in a placement: any other ad leaves the place empty (the main banner 'closed'). */
export const fitsPlacement = (type: string, placement: AdPlacement) => (TYPES_OF[placement] as readonly string[]).includes(type);
export const isVideoAdType = (type: string) => type === "PC_MAIN_VIDEO" || type === "PC_SUB_BANNER_EXPANDED_VIDEO" || type === "PC_MAIN_VIDEO_SUB";
/** Sub banners of the expanded types unfold on hover; the 728 × 90 banner stays as it is. */
export const isExpandableAdType = (type: string) => type === "PC_SUB_BANNER_EXPANDED_IMAGE" || type === "PC_SUB_BANNER_EXPANDED_VIDEO";

export type AdCreative = {
  isBanner: boolean;
  advertiser: string;
  adText: string;
  imageUrl: string | null;
  alternativeImageUrl: string | null;
  thumbnailSrc: string | null;
  landingUrl: string | null;
  clickUrls: string[];
  impressionUrls: string[];
  viewableUrls: string[];
  closeUrl: string | null;
  errorUrl: string | null;
  subClickUrls: string[];
  subImpressionUrls: string[];
  subViewableUrls: string[];
  backgroundColor: string | null;
  expandedBackgroundColor: string | null;
  expandedImageUrl: string | null;
  foldingImageUrl: string | null;
  videoPlacement: "LEFT" | "RIGHT";
  profileImageUrl: string | null;
  vast: string;
  vast2: string;
  /** The VAST document's media file (video types). */
  videoUrl: string | null;
};
export type Ad = { key: string; type: string; creatives: AdCreative[] };
/** One creative of an ad, as a banner or a preview slot shows it. */
export type PlacedAd = { key: string; type: string; creative: AdCreative };

/** The ad of a placement: its first creative when the ad fits there, else nothing (001 §2.17). */
export function placeAd(ad: Ad | null, placement: AdPlacement): PlacedAd | null {
  if (!ad || ad.creatives.length === 0 || !fitsPlacement(ad.type, placement)) return null;
  return { key: ad.key, type: ad.type, creative: ad.creatives[0] };
}

/** The main banner is open only for an existing PC main image or video ad; otherwise it is 'closed'. */

/** A click goes through the creative's first click URL (the ad server redirects it to the landing page);
 * without click URLs straight to the landing page. */
export const adHref = (creative: AdCreative) => creative.clickUrls[0] ?? creative.landingUrl ?? "";

/** What the tracking module beacons for each event (the first click URL is the link itself). */
export function trackingUrls(creative: AdCreative) {
  return {
    impression: [...creative.impressionUrls, ...creative.subImpressionUrls],
    viewable: [...creative.viewableUrls, ...creative.subViewableUrls],
    click: [...creative.clickUrls.slice(1), ...creative.subClickUrls],
    close: creative.closeUrl ? [creative.closeUrl] : [],
    error: creative.errorUrl ? [creative.errorUrl] : [],
  };
}
export type TrackingUrls = ReturnType<typeof trackingUrls>;

/** Where a failed ad picture goes next (001 §3.4 alternativeImageUrl): its alternative as an absolute URL,
 * or null when it has none or the picture that failed is that alternative. Both are compared resolved
 * against the page's address: the ad server writes '//host/…' while a browser reports a picture's absolute
 * src, so comparing them as written never matched, and a blocked alternative was asked for again and again
 * (over a thousand requests every few seconds behind an ad blocker). */
export function adPictureFallback(failedSrc: string, alternative: string | null | undefined, pageUrl: string): string | null {
  if (!alternative) return null;
  const resolve = (url: string) => {
    try {
      return new URL(url, pageUrl).href;
    } catch {
      return null;
    }
  };
  const next = resolve(alternative);
  return next === null || next === resolve(failedSrc) ? null : next;
}

/** The numbers of 001 §9; the two of CSS (the 1200 px media query, the 1 s transition delay of the sub
 * banner's hover) are applied in routes/_index/home.module.css and routes/directory.category.$/sub-banner.module.css. */
export const ADS = {
  /** The main banner hides at this width and below (001 §9). */
  mainBannerHiddenMaxWidth: 1200,
  /** Impressions count when the banner is fully visible; browsers report 0.99… for a sub-pixel edge. */
  impressionRatio: 0.99,
  /** Viewable once it stayed fully visible this long. */
  viewableAfterMs: 1000,
  /** Ad video plays from a quarter visible (001 §9). */
  videoPlayRatio: 0.25,
  /** Sub banners unfold after a second of hover (001 §9). */
  expandAfterMs: 1000,
} as const;

export const isImpressionVisible = (ratio: number) => ratio >= ADS.impressionRatio;
export const shouldPlayAdVideo = (ratio: number) => ratio >= ADS.videoPlayRatio;
