import { describe, expect, it } from "vitest";
import {
  type AskedTabFilters,
  type ContentsDisplay,
  DEFAULT_PREFS,
  categoryKeyword,
  findAdminMenu,
  hashtagSearchHref,
  isSelectableDay,
  listOrderFor,
  menuHref,
  parseCategoryPath,
  periodFilter,
  resolveTab,
  resolveTabFilters,
  sanitizePrefs,
  upstreamTerm,
} from "~/domain/directory";

/** The tab filters of a URL that names only these. */
const fromUrl = (filters: Partial<AskedTabFilters> = {}): AskedTabFilters => ({ sort: null, fileType: null, period: null, start: null, end: null, ...filters });
const display = (live: boolean, vod: boolean, katch: boolean): ContentsDisplay => ({ live, vod, catch: katch });

describe("tab fallback (000 §2.5: live→vod→catch, vod→live→catch, catch→live→vod)", () => {
  it.each([
    ["live", display(true, true, true), "live"],
    ["live", display(false, true, true), "vod"],
    ["live", display(false, false, true), "catch"],
    ["vod", display(true, true, true), "vod"],
    ["vod", display(true, false, true), "live"],
    ["vod", display(false, false, true), "catch"],
    ["catch", display(true, true, true), "catch"],
    ["catch", display(true, true, false), "live"],
    ["catch", display(false, true, false), "vod"],
    ["live", display(false, false, false), null],
  ] as const)("%s with %j → %s", (requested, tabs, expected) => expect(resolveTab(requested, tabs)).toBe(expected));
});

describe("category paths (000 §2.5)", () => {
  it.each([
    ["101", { kind: "redirect", to: "/directory/category/101/live" }],
    ["%EB%A1%A4", { kind: "redirect", to: "/directory/category/%EB%A1%A4/live" }],
    ["%ED%8E%AB/%EB%8F%99%EB%AC%BC/vod", { kind: "redirect", to: "/directory/category/%ED%8E%AB%2F%EB%8F%99%EB%AC%BC/vod" }],
    ["%ED%8E%AB%2F%EB%8F%99%EB%AC%BC/vod", { kind: "page", name: "펫/동물", type: "vod" }],
    ["LOL/replay", { kind: "redirect", to: "/directory/category" }],
    ["LOL/Live", { kind: "redirect", to: "/directory/category" }],
    ["%E0%A4%A/live", { kind: "redirect", to: "/directory/category" }],
    ["", { kind: "redirect", to: "/directory/category" }],
    ["%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/catch", { kind: "page", name: "리그 오브 레전드", type: "catch" }],
  ])("%s → %j", (rest, expected) => expect(parseCategoryPath(rest)).toEqual(expected));

  const menus = [
    { menuId: "0", menuName: "카테고리", type: "category" as const, adminId: null, contentsDisplay: display(true, true, true) },
    { menuId: "101", menuName: "이스포츠", type: "admin" as const, adminId: "curator01", contentsDisplay: display(true, true, true) },
  ];
  it("a numeric name equal to a non-zero menu id is an admin menu", () => {
    expect(findAdminMenu("101", menus)?.menuName).toBe("이스포츠");
    expect(findAdminMenu("0101", menus)?.menuName).toBe("이스포츠");
    expect(findAdminMenu("0", menus)).toBeNull();
    expect(findAdminMenu("102", menus)).toBeNull();
    expect(findAdminMenu("이스포츠", menus)).toBeNull();
  });
  it("menu bar links: the category item to the list, others to their LIVE tab", () => {
    expect(menus.map(menuHref)).toEqual(["/directory/category", "/directory/category/101/live"]);
  });
  it("fixed tags link to the exact hashtag search", () => {
    expect(hashtagSearchHref("롤", "vod")).toBe("/search?hash=hashtag&tagname=%EB%A1%A4&hashtype=vod&stype=hash&acttype=total&location=directory");
  });
});

describe("sorts and search (000 §5)", () => {
  it.each([
    ["prefer", true, "prefer"],
    ["prefer", false, "view_cnt"],
    ["reg_date", false, "reg_date"],
    ["view_cnt", true, "view_cnt"],
    ["score", true, null],
    [null, true, null],
  ])("list order %s (member %s) → %s", (value, member, expected) => expect(listOrderFor(value, member)).toBe(expected));

  it("category search input over 50 characters is ignored", () => {
    expect(categoryKeyword(" 롤 ")).toBe("롤");
    expect(categoryKeyword("가".repeat(50))).toBe("가".repeat(50));
    expect(categoryKeyword("가".repeat(51))).toBe("");
    expect(categoryKeyword(undefined)).toBe("");
  });
});

describe("period filter (000 §3.11, §4.6, §5)", () => {
  const today = "2026-09-22";
  it("defaults to 1주, applied", () => {
    expect(periodFilter(DEFAULT_PREFS.period.type, null, null, today)).toEqual({ type: "1week", start: null, end: null, applyStatus: true });
  });
  it("directInput without a start date is not applied (the picker opens)", () => {
    expect(periodFilter("directInput", null, null, today)).toEqual({ type: "directInput", start: null, end: null, applyStatus: false });
    expect(periodFilter("directInput", "2026-02-30", "2026-03-01", today).applyStatus).toBe(false);
  });
  it("directInput with a start date is applied; the end defaults to today; days are clamped and ordered", () => {
    expect(periodFilter("directInput", "2026-09-01", null, today)).toEqual({ type: "directInput", start: "2026-09-01", end: today, applyStatus: true });
    expect(periodFilter("directInput", "2006-05-01", "2030-01-01", today)).toMatchObject({ start: "2007-01-01", end: today });
    expect(periodFilter("directInput", "2026-09-10", "2026-09-01", today)).toMatchObject({ start: "2026-09-01", end: "2026-09-10" });
  });
  it("is sent upstream as szTerm, directInput as period_select with its dates", () => {
    expect(upstreamTerm(periodFilter("1month", null, null, today))).toEqual({ szTerm: "1month" });
    expect(upstreamTerm(periodFilter("directInput", "2026-09-01", "2026-09-05", today))).toEqual({
      szTerm: "period_select",
      szStartDate: "2026-09-01",
      szEndDate: "2026-09-05",
    });
  });
  it.each([
    ["2007-01-01", true],
    ["2006-12-31", false],
    ["2026-09-22", true],
    ["2026-09-23", false],
    ["2026-12-31", false],
  ])("picker day %s selectable: %s", (day, expected) => expect(isSelectableDay(day, today)).toBe(expected));
});

describe("choices remembered on the device (000 §2.5)", () => {
  const today = "2026-09-22";
  it("defaults: view_cnt, live view_cnt_desc, vod reg_date + ALL, catch view_cnt_desc, 1주", () => {
    expect(sanitizePrefs(undefined)).toEqual({
      listOrder: "view_cnt",
      live: { sort: "view_cnt_desc" },
      vod: { sort: "reg_date", fileType: "ALL" },
      catch: { sort: "view_cnt_desc" },
      period: { type: "1week", start: null, end: null },
    });
  });
  it("drops unknown values", () => {
    expect(sanitizePrefs({ listOrder: "x", live: { sort: "reg_date" }, vod: { fileType: "PLAYLIST" }, period: { type: "directInput" } })).toEqual(
      DEFAULT_PREFS,
    );
  });
  it("the URL's choices win and are remembered; the tab takes them from the device otherwise", () => {
    const asked = resolveTabFilters("vod", fromUrl({ sort: "view_cnt", fileType: "REVIEW", period: "1month" }), DEFAULT_PREFS, today);
    expect(asked.filters).toMatchObject({ sort: "view_cnt", fileType: "REVIEW", period: { type: "1month", applyStatus: true } });
    expect(asked.prefs.vod).toEqual({ sort: "view_cnt", fileType: "REVIEW" });
    expect(asked.prefs.period.type).toBe("1month");
    const later = resolveTabFilters("vod", fromUrl(), asked.prefs, today);
    expect(later.filters).toMatchObject({ sort: "view_cnt", fileType: "REVIEW", period: { type: "1month" } });
    expect(resolveTabFilters("catch", fromUrl(), asked.prefs, today).filters.sort).toBe("view_cnt_desc");
  });
  it("a custom period is remembered only once applied", () => {
    const open = resolveTabFilters("catch", fromUrl({ period: "directInput" }), DEFAULT_PREFS, today);
    expect(open.filters.period.applyStatus).toBe(false);
    expect(open.prefs.period.type).toBe("1week");
    const applied = resolveTabFilters("catch", fromUrl({ period: "directInput", start: "2026-09-01", end: "2026-09-10" }), DEFAULT_PREFS, today);
    expect(applied.prefs.period).toEqual({ type: "directInput", start: "2026-09-01", end: "2026-09-10" });
  });
  it("the live tab has no period and ignores other tabs' sorts", () => {
    const live = resolveTabFilters("live", fromUrl({ sort: "reg_date", period: "1day" }), DEFAULT_PREFS, today);
    expect(live.filters.sort).toBe("view_cnt_desc");
    expect(live.prefs).toEqual(DEFAULT_PREFS);
  });
});
