// Home payloads as the upstream sends them (snake_case, numbers as strings, flags as Y/N, 0/1 or bools)
// and as the spec names them (camelCase).
import { describe, expect, it } from "vitest";
import { normalisePopularSection, normalisePreferSection, normaliseTopBanner } from "~/normalise/home";
import { normaliseAd } from "~/normalise/promotions";

describe("admin popular sections", () => {
  const snake = {
    section_code: "LIVE_01",
    order: "1",
    content_type: "live",
    is_adult: "N",
    abroad_yn: "Y",
    btn_position: "TOP_RIGHT",
    btn_text: "전체보기",
    remove_title: "N",
    row_count: "2",
    title: "<b>지금 인기</b> LIVE",
    url: "/live/all",
    use_slider: "Y",
  };

  it("reads the snake_case form with inline contents", () => {
    const section = normalisePopularSection({ ...snake, list: [{ title_no: "1" }] });
    expect(section).toEqual({
      config: {
        code: "LIVE_01",
        order: 1,
        contentType: "LIVE",
        isAdult: false,
        abroadAllowed: true,
        button: { position: "TOP_RIGHT", text: "전체보기", url: "/live/all" },
        removeTitle: false,
        rowCount: 2,
        titleHtml: "<b>지금 인기</b> LIVE",
        useSlider: true,
      },
      list: [{ title_no: "1" }],
    });
  });

  it("reads the spec's camelCase form, flags as numbers and bools", () => {
    const section = normalisePopularSection({
      sectionCode: "ADULT_LIVE_01",
      order: 7,
      contentType: "LIVE",
      isAdult: 1,
      abroadYn: false,
      btnPosition: "BOTTOM",
      btnText: "더보기",
      removeTitle: true,
      rowCount: 40,
      title: "성인 LIVE",
      url: "/live/adult",
      useSlider: 0,
    });
    expect(section?.config).toMatchObject({
      isAdult: true,
      abroadAllowed: false,
      removeTitle: true,
      rowCount: 6,
      useSlider: false,
      button: { position: "BOTTOM" },
    });
    expect(section?.list).toBeNull();
  });

  it("drops the button without text, url or a known position; skips unknown types", () => {
    expect(normalisePopularSection({ ...snake, btn_position: "" })?.config.button).toBeNull();
    expect(normalisePopularSection({ ...snake, btn_text: "" })?.config.button).toBeNull();
    expect(normalisePopularSection({ ...snake, content_type: "SHORTS" })).toBeNull();
    expect(normalisePopularSection({ ...snake, section_code: "" })).toBeNull();
    expect(normalisePopularSection(null)).toBeNull();
  });
});

describe("prefer sections", () => {
  it.each([
    [
      { section_code: "PREFER_LIVE_01", order: "2", divider: "Y" },
      { code: "PREFER_LIVE_01", order: 2, divider: true },
    ],
    [
      { sectionCode: "PREFER_VOD_01", order: 5, isDivider: false },
      { code: "PREFER_VOD_01", order: 5, divider: false },
    ],
    [{ section_code: "PREFER_CATCH_01" }, { code: "PREFER_CATCH_01", order: 0, divider: false }],
  ])("%j", (raw, entry) => expect(normalisePreferSection(raw)).toEqual(entry));
  it("skips entries without a code", () => expect(normalisePreferSection({ order: 1 })).toBeNull());
});

describe("top banners", () => {
  const raw = {
    idx: "1",
    alarm_idx: "31",
    img_path: "//img.example/top-1.png",
    memo: "e스포츠",
    banner_period: "11.20 - 11.30",
    banner_title: "결승전",
    banner_content: "생중계",
    link: "https://event.example/1",
    is_type: "LIVE",
    order_no: "2",
  };
  it("reads a banner with its alarm", () =>
    expect(normaliseTopBanner(raw)).toEqual({
      idx: "1",
      alarmIdx: "31",
      imageUrl: "//img.example/top-1.png",
      memo: "e스포츠",
      period: "11.20 - 11.30",
      title: "결승전",
      content: "생중계",
      link: "https://event.example/1",
      type: "LIVE",
      orderNo: 2,
    }));
  it("an empty alarm_idx means no alarm; unsafe image paths are dropped", () => {
    expect(normaliseTopBanner({ ...raw, alarm_idx: "", img_path: "javascript:alert(1)" })).toMatchObject({ alarmIdx: null, imageUrl: null });
    expect(normaliseTopBanner({ ...raw, banner_title: "" })).toBeNull();
  });
});

describe("ads", () => {
  const creative = {
    is_banner: true,
    advertiser: "광고주",
    ad_text: "문구",
    image_url: "//ads.example/1920.png",
    landing_url: "https://ads.example/landing",
    thumbnail_src: "//ads.example/640.png",
    vast2: "",
    sub_click_urls: ["https://ads.example/click"],
    sub_impression_urls: [],
    sub_viewable_urls: [],
    error_url: "",
    profile_image_url: "//ads.example/logo.png",
  };
  it("reads an existing ad", () => {
    const ad = normaliseAd({ exist: true, type: "pc_main_image", key: "k1", creatives: [creative] });
    expect(ad).toMatchObject({
      key: "k1",
      type: "PC_MAIN_IMAGE",
      creatives: [{ advertiser: "광고주", landingUrl: "https://ads.example/landing", subClickUrls: ["https://ads.example/click"] }],
    });
  });
  it.each([
    ["no ad", { exist: false, type: "", key: "", creatives: [] }],
    ["'N' flag", { exist: "N", type: "PC_MAIN_IMAGE", key: "k", creatives: [creative] }],
    ["no landing page", { exist: true, type: "PC_MAIN_IMAGE", key: "k", creatives: [{ ...creative, landing_url: "" }] }],
    ["no picture", { exist: true, type: "PC_MAIN_IMAGE", key: "k", creatives: [{ ...creative, image_url: "", thumbnail_src: null }] }],
  ])("%s → none", (_, raw) => expect(normaliseAd(raw)).toBeNull());
});
