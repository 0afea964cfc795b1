// The popup and ad rules (001 §2.16, §2.17, §3.4, §4.9, §9): every rule and number as a case.
import { describe, expect, it } from "vitest";
import { parseUpstreamDate } from "~/domain/dates";
import {
  AD_TYPES,
  adHref,
  adPictureFallback,
  type Ad,
  type AdCreative,
  fitsPlacement,
  isCookieKey,
  isExpandableAdType,
  isImpressionVisible,
  isPopupShown,
  isVideoAdType,
  parseClosedPopups,
  placeAd,
  popupCookie,
  type Popup,
  type PopupView,
  shouldPlayAdVideo,
  shownPopups,
  trackingUrls,
  withPopupClosed,
} from "~/domain/promotions";

const at = (kst: string) => parseUpstreamDate(kst)!;

// The two windows the spec saw (001 §2.16, §9).
const october: Popup = {
  idx: "1",
  path: "/",
  start: at("2025-10-26 12:00:00"),
  end: at("2025-10-26 18:00:00"),
  cookieKey: "main_popup_20251026",
  title: "a",
  imageUrl: null,
  linkUrl: "",
};
const chuseok: Popup = {
  idx: "2",
  path: "/",
  start: at("2025-09-16 11:00:00"),
  end: at("2025-10-16 00:00:00"),
  cookieKey: "main_popup_20250916",
  title: "b",
  imageUrl: null,
  linkUrl: "",
};

const view = (over: Partial<PopupView> = {}): PopupView => ({ path: "/", now: at("2025-10-26 15:00:00"), closed: new Set(), cookie: () => null, ...over });

describe("popup window (001 §2.16, §9)", () => {
  it.each([
    ["2025-10-26 11:59:59", false],
    ["2025-10-26 12:00:00", true],
    ["2025-10-26 17:59:59", true],
    ["2025-10-26 18:00:00", false],
  ])("2025-10-26 12:00–18:00 at %s → %s", (now, shown) => expect(isPopupShown(october, view({ now: at(now) }))).toBe(shown));

  it.each([
    ["2025-09-16 10:59:59", false],
    ["2025-09-16 11:00:00", true],
    ["2025-10-01 09:00:00", true],
    ["2025-10-15 23:59:59", true],
    ["2025-10-16 00:00:00", false],
  ])("2025-09-16 11:00 – 2025-10-16 00:00 at %s → %s", (now, shown) => expect(isPopupShown(chuseok, view({ now: at(now) }))).toBe(shown));

  it("windows are Korea time whatever the server's zone: 12:00 KST is 03:00 UTC", () => {
    expect(october.start).toBe(Date.UTC(2025, 9, 26, 3, 0, 0));
  });

  it("today (2026-11-21) neither configured window is open", () => {
    expect(shownPopups([october, chuseok], view({ now: at("2026-11-21 12:00:00") }))).toEqual([]);
  });
});

describe("popup path, view and cookie (001 §2.16, §4.9)", () => {
  it("only on its own path", () => {
    expect(isPopupShown(october, view({ path: "/" }))).toBe(true);
    expect(isPopupShown(october, view({ path: "/live/all" }))).toBe(false);
    expect(isPopupShown({ ...october, path: "/live/all" }, view({ path: "/live/all" }))).toBe(true);
  });
  it("not when closed in this view", () => {
    expect(isPopupShown(october, view({ closed: new Set(["main_popup_20251026"]) }))).toBe(false);
    expect(isPopupShown(october, view({ closed: new Set(["other"]) }))).toBe(true);
  });
  it("not when its cookie is 'y'; any other value shows it", () => {
    expect(isPopupShown(october, view({ cookie: (name) => (name === "__popup_main_popup_20251026" ? "y" : null) }))).toBe(false);
    expect(isPopupShown(october, view({ cookie: () => "n" }))).toBe(true);
    expect(isPopupShown(october, view({ cookie: (name) => (name === "__popup_main_popup_20250916" ? "y" : null) }))).toBe(true);
  });
  it("its cookie is in the popups' namespace, never the upstream's key alone (a key 'UserTicket')", () => {
    expect(popupCookie("UserTicket")).toBe("__popup_UserTicket");
    // The member's own UserTicket cookie is not the popup's.
    expect(isPopupShown({ ...october, cookieKey: "UserTicket" }, view({ cookie: (name) => (name === "UserTicket" ? "y" : null) }))).toBe(true);
  });
  it("cookie keys must be plain tokens (they become cookie names)", () => {
    expect(isCookieKey("main_popup_20251026")).toBe(true);
    expect(isCookieKey("a=b; Path=/")).toBe(false);
    expect(isCookieKey("")).toBe(false);
    expect(isPopupShown({ ...october, cookieKey: "bad key" }, view())).toBe(false);
  });
  it("closing for this view adds the key to ?popupClosed=, keeping the rest of the URL", () => {
    expect(withPopupClosed("/", "k1")).toBe("/?popupClosed=k1");
    expect(withPopupClosed("/?live=60&popupClosed=k1", "k2")).toBe("/?live=60&popupClosed=k1%2Ck2");
    expect([...parseClosedPopups("k1,k2,bad key")]).toEqual(["k1", "k2"]);
    expect(parseClosedPopups(null).size).toBe(0);
  });
});

const creative: AdCreative = {
  isBanner: true,
  advertiser: "광고주",
  adText: "문구",
  imageUrl: "//ads.example/1920.png",
  alternativeImageUrl: null,
  thumbnailSrc: null,
  landingUrl: "https://ads.example/landing",
  clickUrls: ["https://ads.example/click/1", "https://ads.example/click/2"],
  impressionUrls: ["https://ads.example/imp"],
  viewableUrls: ["https://ads.example/view"],
  closeUrl: "https://ads.example/close",
  errorUrl: null,
  subClickUrls: ["https://ads.example/sub-click"],
  subImpressionUrls: ["https://ads.example/sub-imp"],
  subViewableUrls: [],
  backgroundColor: null,
  expandedBackgroundColor: null,
  expandedImageUrl: null,
  foldingImageUrl: null,
  videoPlacement: "RIGHT",
  profileImageUrl: null,
  vast: "",
  vast2: "",
  videoUrl: null,
};
const ad = (type: string, creatives = [creative]): Ad => ({ key: "k", type, creatives });

describe("banner types (001 §2.17, §3.4)", () => {
  it("seven types", () => expect(AD_TYPES).toHaveLength(7));
  it.each([
    ["PC_MAIN_IMAGE", "main_banner"],
    ["PC_MAIN_VIDEO", "main_banner"],
    ["PC_MAIN_IMAGE_SUB", "main_preview"],
    ["PC_MAIN_VIDEO_SUB", "main_preview"],
    ["PC_SUB_BANNER_EXPANDED_IMAGE", "sub_banner"],
    ["PC_SUB_BANNER_EXPANDED_VIDEO", "sub_banner"],
    ["PC_728_90_BANNER", "sub_banner"],
  ] as const)("%s belongs in %s and nowhere else", (type, placement) => {
    for (const other of ["main_banner", "main_preview", "sub_banner"] as const) expect(fitsPlacement(type, other)).toBe(other === placement);
  });
  it("the main banner is open only for an existing PC main image or video ad; otherwise closed", () => {
    const mainBanner = (given: Ad | null) => (placeAd(given, "main_banner") ? "open" : "closed");
    expect(mainBanner(ad("PC_MAIN_IMAGE"))).toBe("open");
    expect(mainBanner(ad("PC_MAIN_VIDEO"))).toBe("open");
    expect(mainBanner(null)).toBe("closed");
    expect(mainBanner(ad("PC_MAIN_VIDEO", []))).toBe("closed");
    for (const type of AD_TYPES.filter((type) => !type.startsWith("PC_MAIN_") || type.endsWith("_SUB"))) expect(mainBanner(ad(type))).toBe("closed");
    expect(mainBanner(ad("MO_MAIN_IMAGE"))).toBe("closed");
  });
  it("placing an ad takes its first creative", () => {
    expect(placeAd(ad("PC_MAIN_IMAGE"), "main_banner")).toEqual({ key: "k", type: "PC_MAIN_IMAGE", creative });
    expect(placeAd(ad("PC_MAIN_IMAGE"), "sub_banner")).toBeNull();
  });
  it("video types and expanding types", () => {
    expect(AD_TYPES.filter(isVideoAdType)).toEqual(["PC_MAIN_VIDEO", "PC_SUB_BANNER_EXPANDED_VIDEO", "PC_MAIN_VIDEO_SUB"]);
    expect(AD_TYPES.filter(isExpandableAdType)).toEqual(["PC_SUB_BANNER_EXPANDED_IMAGE", "PC_SUB_BANNER_EXPANDED_VIDEO"]);
  });
});

describe("ad numbers and tracking (001 §4.9, §9)", () => {
  it("impressions when fully visible", () => {
    expect(isImpressionVisible(1)).toBe(true);
    expect(isImpressionVisible(0.995)).toBe(true);
    expect(isImpressionVisible(0.9)).toBe(false);
  });
  it("ad video plays from 25 % visible", () => {
    expect(shouldPlayAdVideo(0.25)).toBe(true);
    expect(shouldPlayAdVideo(0.24)).toBe(false);
  });
  it("clicks go through the first click URL, else the landing page", () => {
    expect(adHref(creative)).toBe("https://ads.example/click/1");
    expect(adHref({ ...creative, clickUrls: [] })).toBe("https://ads.example/landing");
  });
  it("beacons: impressions and views with the sub URLs, the other click URLs, close and error", () => {
    expect(trackingUrls(creative)).toEqual({
      impression: ["https://ads.example/imp", "https://ads.example/sub-imp"],
      viewable: ["https://ads.example/view"],
      click: ["https://ads.example/click/2", "https://ads.example/sub-click"],
      close: ["https://ads.example/close"],
      error: [],
    });
  });
});

describe("a failed ad picture's fallback (001 §3.4 alternativeImageUrl)", () => {
  const page = "http://localhost:7000/";
  const primary = "//img.example/banner/main-banner-1?w=1920&h=240&label=%EA%B2%A8%EC%9A%B8";
  const alternative = "//img.example/banner/main-banner-1-alt?w=1920&h=240&label=%EA%B2%A8%EC%9A%B8";
  // What the browser reports as the src of the picture that failed: the written URL made absolute.
  const absolute = (url: string) => new URL(url, page).href;

  it("the picture that fails goes to its alternative, absolute", () => {
    expect(adPictureFallback(absolute(primary), alternative, page)).toBe("http://img.example/banner/main-banner-1-alt?w=1920&h=240&label=%EA%B2%A8%EC%9A%B8");
  });
  it("the alternative that fails goes nowhere, though the ad server wrote it protocol-relative and the browser reports it absolute", () => {
    expect(adPictureFallback(absolute(alternative), alternative, page)).toBeNull();
    expect(adPictureFallback(absolute(alternative), absolute(alternative), page)).toBeNull();
  });
  it("a picture without an alternative, or whose alternative is the same picture, goes nowhere", () => {
    expect(adPictureFallback(absolute(primary), null, page)).toBeNull();
    expect(adPictureFallback(absolute(primary), "", page)).toBeNull();
    expect(adPictureFallback(absolute(primary), primary, page)).toBeNull();
  });
  it("an https page resolves the alternative over https", () => {
    expect(adPictureFallback("https://img.example/a.png", "//img.example/b.png", "https://portal.example/")).toBe("https://img.example/b.png");
    expect(adPictureFallback("https://img.example/b.png", "//img.example/b.png", "https://portal.example/")).toBeNull();
  });
});
