// Popup settings and ad answers in the upstream's shapes (001 §3.4, §7.9; 000 §3.7).
import { describe, expect, it } from "vitest";
import { normaliseAd, normalisePopup, vastMediaUrl } from "~/normalise/promotions";

describe("popups", () => {
  const raw = {
    idx: "7",
    path: "/",
    start_time: "2025-10-26 12:00:00",
    end_time: "2025-10-26 18:00:00",
    cookie_key: "main_popup_20251026",
    title: "이벤트",
    image_url: "//img.example/p.png",
    link_url: "/directory/category",
  };
  it("reads the window as Korea time", () => {
    expect(normalisePopup(raw)).toEqual({
      idx: "7",
      path: "/",
      start: Date.UTC(2025, 9, 26, 3),
      end: Date.UTC(2025, 9, 26, 9),
      cookieKey: "main_popup_20251026",
      title: "이벤트",
      imageUrl: "//img.example/p.png",
      linkUrl: "/directory/category",
    });
  });
  it("accepts camelCase", () => {
    expect(normalisePopup({ path: "/", startTime: "2025-10-26 12:00", endTime: "2025-10-26 18:00", cookieKey: "k" })).toMatchObject({
      cookieKey: "k",
      idx: "k",
    });
  });
  it.each([
    ["no window", { ...raw, start_time: "" }],
    ["no path", { ...raw, path: "" }],
    ["a cookie key that is no token", { ...raw, cookie_key: "a; b" }],
  ])("%s → none", (_, input) => expect(normalisePopup(input)).toBeNull());
  it("drops links elsewhere than http(s) or our own paths", () => {
    expect(normalisePopup({ ...raw, link_url: "javascript:alert(1)" })?.linkUrl).toBe("");
    expect(normalisePopup({ ...raw, link_url: "//evil.example" })?.linkUrl).toBe("");
    expect(normalisePopup({ ...raw, link_url: "https://event.example/x" })?.linkUrl).toBe("https://event.example/x");
  });
});

describe("ads", () => {
  const creative = {
    is_banner: "Y",
    advertiser: "광고주",
    ad_text: "문구",
    image_url: "//ads.example/1200.png",
    landing_url: "https://ads.example/landing",
    click_urls: ["https://ads.example/click", "javascript:alert(1)"],
    impression_urls: "https://ads.example/imp1,https://ads.example/imp2",
    viewable_urls: [],
    close_url: "https://ads.example/close",
    error_url: "",
    background_color: "#fff1e0",
    expanded_background_color: "red;background:url(x)",
    expanded_image_url: "//ads.example/expanded.png",
    folding_image_url: "//ads.example/folding.png",
    video_placement: "left",
    vast: '<VAST version="3.0"><Ad><InLine><Creatives><Creative><Linear><MediaFiles><MediaFile type="video/mp4"><![CDATA[ https://ads.example/clip.mp4 ]]></MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>',
  };
  it("reads every creative field of §3.4, keeping only usable URLs and hex colours", () => {
    expect(normaliseAd({ exist: "1", type: "pc_sub_banner_expanded_video", key: "s1", creatives: [creative] })).toMatchObject({
      key: "s1",
      type: "PC_SUB_BANNER_EXPANDED_VIDEO",
      creatives: [
        {
          isBanner: true,
          clickUrls: ["https://ads.example/click"],
          impressionUrls: ["https://ads.example/imp1", "https://ads.example/imp2"],
          viewableUrls: [],
          closeUrl: "https://ads.example/close",
          errorUrl: null,
          backgroundColor: "#fff1e0",
          expandedBackgroundColor: null,
          expandedImageUrl: "//ads.example/expanded.png",
          foldingImageUrl: "//ads.example/folding.png",
          videoPlacement: "LEFT",
          videoUrl: "https://ads.example/clip.mp4",
        },
      ],
    });
  });
  it("a creative with only click URLs still goes somewhere", () => {
    expect(normaliseAd({ exist: true, type: "PC_728_90_BANNER", key: "k", creatives: [{ ...creative, landing_url: "" }] })).not.toBeNull();
  });
  it("VAST: the media file, or none for a tag URL", () => {
    expect(vastMediaUrl("https://ads.example/vast.xml")).toBeNull();
    expect(vastMediaUrl("<MediaFile>https://ads.example/a.mp4?x=1&amp;y=2</MediaFile>")).toBe("https://ads.example/a.mp4?x=1&y=2");
  });
});
