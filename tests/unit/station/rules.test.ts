// Station rules (001 §2.10–2.13, §5, §6, §8, §9): badges, rankings, the information layer's formatting,
// the left menu's board types, permission flags to menu items, settings access and the name and URL rules.
import { describe, expect, it } from "vitest";
import { boardPath, linkTypeOf, stationErrorKind, type Badge, type PostPermissions, type RankedFan, type StationBoard } from "~/domain/station";
import { postMenuItems, monthWeeks, shiftMonth } from "~/domain/station-posts";
import { canEnterSetting, firstSetting, settingsMenu, settingsRole, stationNameProblem } from "~/domain/station-settings";
import {
  boardMenu,
  broadcastHours,
  formatLatestBroadcast,
  formatOpeningDate,
  isHighlightedFan,
  ownerLinks,
  subscriptionRanking,
  topFanTitle,
  visibleBadges,
} from "~/domain/station-sidebar";
import { basicSchema } from "~/forms/station-basic";
import { normaliseDashboard } from "~/normalise/station";
import { stationSettings } from "~/i18n/ko/station/settings";

const badge = (name: string, priority: number, className: string): Badge => ({ groupNo: priority, priority, name, className, backgroundColor: null });
const fan = (rank: number): RankedFan => ({ rank, userId: `fan${rank}`, nickname: `팬${rank}`, profileImageUrl: null, score: null });
const board = (bbsNo: number, displayType: number, name = `게시판${bbsNo}`): StationBoard => ({
  bbsNo: String(bbsNo),
  name,
  displayType,
  authNo: 101,
  writeAuthNo: null,
});
const kst = (text: string) => Date.parse(`${text}+09:00`);

describe("badges and rankings (001 §2.10)", () => {
  it("shows at most three badges that carry a class name, by priority", () => {
    const shown = visibleBadges([badge("넷", 4, "d"), badge("없음", 0, " "), badge("하나", 1, "a"), badge("셋", 3, "c"), badge("둘", 2, "b")]);
    expect(shown.map((item) => item.name)).toEqual(["하나", "둘", "셋"]);
  });

  it("names the top fans 회장, 부회장, then by rank, and highlights the first five", () => {
    expect(topFanTitle(1)).toEqual({ kind: "president" });
    expect(topFanTitle(2)).toEqual({ kind: "vicePresident" });
    expect(topFanTitle(3)).toEqual({ kind: "rank", rank: 3 });
    expect([1, 5, 6, 0].map(isHighlightedFan)).toEqual([true, true, false, false]);
  });

  it("shows the subscription toggle only when both lists have entries", () => {
    expect(subscriptionRanking([fan(1)], [fan(1)], "gifts")).toMatchObject({ shown: "gifts", showToggle: true });
    expect(subscriptionRanking([fan(1)], [fan(1)], null)).toMatchObject({ shown: "subscribers", showToggle: true });
    expect(subscriptionRanking([], [fan(1)], "subscribers")).toMatchObject({ shown: "gifts", showToggle: false });
    expect(subscriptionRanking([fan(1)], [], "gifts")).toMatchObject({ shown: "subscribers", showToggle: false });
  });

  it("offers the owner's external menu links only to the owner and only when enabled", () => {
    const flags = { store: true, best: true, partner: false, supporters: true };
    expect(ownerLinks(flags, { isOwner: true })).toEqual(["supporters", "best"]);
    expect(ownerLinks(flags, { isOwner: false })).toEqual([]);
  });
});

describe("information layer (001 §2.11)", () => {
  it("never shows an opening date before 2006.03.09, and '-' when unknown", () => {
    expect(formatOpeningDate(kst("2001-01-01T00:00:00"))).toBe("2006.03.09");
    expect(formatOpeningDate(kst("2015-07-04T23:30:00"))).toBe("2015.07.04");
    expect(formatOpeningDate(null)).toBe("-");
  });

  it("shows the latest broadcast in KST, or '-' when there was none", () => {
    expect(formatLatestBroadcast(kst("2026-11-20T21:05:00"))).toBe("2026.11.20 21:05");
    expect(formatLatestBroadcast(null)).toBe("-");
  });

  it("counts whole hours", () => {
    expect(broadcastHours(7199)).toBe(1);
    expect(broadcastHours(-5)).toBe(0);
  });

  it("reads the 'today' counters of the station's active slot (today0_* or today1_*)", () => {
    const upd = { today0_visit_cnt: "12", today0_ok_cnt: 5, today1_visit_cnt: 34, today1_ok_cnt: "x" };
    expect(normaliseDashboard({ upd, station: { active_no: 0 } })).toMatchObject({ visitToday: 12, okToday: 5 });
    expect(normaliseDashboard({ upd, station: { active_no: "1" } })).toMatchObject({ visitToday: 34, okToday: 0 });
  });

  it("names link types by code, 기타 for unknown codes", () => {
    expect([1, 2, 3, 4, 5, 9, 77, null].map((code) => linkTypeOf(code))).toEqual(["facebook", "instagram", "youtube", "cafe", "product", "etc", "etc", "none"]);
  });
});

describe("left menu boards (001 §2.12, §9)", () => {
  it("renders 106 as a line, 107 as a group holding the boards after it, 101 as the guestbook, and leaves VOD boards out", () => {
    const menu = boardMenu([
      board(1, 104, "자유"),
      board(2, 106),
      board(3, 107, "팬 게시판"),
      board(4, 104, "팬아트"),
      board(5, 101, "방명록"),
      board(6, 106),
      board(7, 105, "VOD"),
      board(8, 104, "잡담"),
    ]);
    expect(menu).toEqual([
      { kind: "board", key: "board-1", bbsNo: "1", name: "자유", isGuest: false, locked: null },
      { kind: "line", key: "line-2" },
      {
        kind: "group",
        key: "group-3",
        name: "팬 게시판",
        boards: [
          { bbsNo: "4", name: "팬아트", isGuest: false, locked: null },
          { bbsNo: "5", name: "방명록", isGuest: true, locked: null },
        ],
      },
      { kind: "line", key: "line-6" },
      { kind: "board", key: "board-8", bbsNo: "8", name: "잡담", isGuest: false, locked: null },
    ]);
  });

  it("links the guestbook to its own page and other boards by number", () => {
    expect(boardPath("bj01", { bbsNo: "5", isGuest: true })).toBe("/station/bj01/guest");
    expect(boardPath("bj01", { bbsNo: "4", isGuest: false })).toBe("/station/bj01/board/4");
  });
});

describe("post menu from permission flags (001 §6)", () => {
  const none: PostPermissions = {
    share: false,
    update: false,
    delete: false,
    vodDelete: false,
    unblind: false,
    viewLater: false,
    moveBoard: false,
    vodToBoard: false,
    pin: false,
    unpin: false,
    notice: false,
    cancelNotice: false,
    report: false,
    midroll: false,
    addPlaylist: false,
    chapters: false,
    commentWritable: false,
    replyWritable: false,
  };

  it("offers only the items whose flags are on, in the spec's order", () => {
    expect(postMenuItems(none)).toEqual([]);
    expect(postMenuItems({ ...none, report: true, share: true })).toEqual(["share", "report"]);
    expect(postMenuItems({ ...none, cancelNotice: true, pin: true, moveBoard: true, delete: true, update: true, share: true })).toEqual([
      "share",
      "update",
      "delete",
      "moveBoard",
      "pin",
      "cancelNotice",
    ]);
  });

  it("never offers 게시판 노출, for which the spec names no call", () => {
    expect(postMenuItems({ ...none, vodToBoard: true })).toEqual([]);
  });
});

describe("station states (001 §8)", () => {
  it("maps the channel codes to pages and leaves other codes alone", () => {
    expect([9000, "9001", 9002, 9100, 1300, "cha1004", "CHA1003"].map(stationErrorKind)).toEqual([
      "notFound",
      "blinded",
      "sleeping",
      "banned",
      "blacklisted",
      "notFound",
      "suspended",
    ]);
    expect(stationErrorKind(1100)).toBeNull();
    expect(stationErrorKind(undefined)).toBeNull();
  });
});

describe("settings (001 §2.13, §5)", () => {
  it("gives the owner every group, a manager only 금칙어 and 블랙리스트, others nothing", () => {
    const owner = settingsMenu("owner").flatMap((group) => group.items);
    expect(owner).toContain("basic");
    expect(owner).toContain("banWord");
    expect(settingsMenu("manager").flatMap((group) => group.items)).toEqual(["banWord", "blacklist"]);
    expect(settingsMenu(null)).toEqual([]);
    expect(settingsRole({ isOwner: false, isManager: true })).toBe("manager");
    expect(settingsRole({ isOwner: false, isManager: false })).toBeNull();
    expect(canEnterSetting("manager", "basic")).toBe(false);
    expect(canEnterSetting("manager", "blacklist")).toBe(true);
    expect(canEnterSetting(null, "banWord")).toBe(false);
    expect([firstSetting("owner"), firstSetting("manager")]).toEqual(["basic", "banWord"]);
  });

  it("checks the station name: empty is 1305, over 40 bytes (Hangul 2) is 1306", () => {
    expect(stationNameProblem("  ")).toBe(1305);
    expect(stationNameProblem("가".repeat(20))).toBeNull();
    expect(stationNameProblem("가".repeat(21))).toBe(1306);
    expect(stationNameProblem("a".repeat(40))).toBeNull();
  });

  it("checks the basic form's links with the URL rule and asks for a type", () => {
    const ok = basicSchema.safeParse({ name: "방송국", links: [{ type: "3", url: "youtube.com/@demo" }, {}] });
    expect(ok.success).toBe(true);
    const bad = basicSchema.safeParse({ name: "방송국", links: [{ type: "3", url: "javascript:alert(1)" }, { url: "https://example.com" }] });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual(["links.0.url: 올바른 URL을 입력해 주세요.", "links.1.type: 링크 종류를 선택해 주세요."]);
    expect(basicSchema.safeParse({ name: "가".repeat(21) }).error?.issues[0].message).toBe("방송국 이름이 너무 깁니다.");
  });

  it("basic settings: a link row with only spaces typed is not a link; an unknown type or a missing URL is said on its field", () => {
    expect(basicSchema.safeParse({ name: "방송국", links: [{ url: "   " }] }).success).toBe(true);
    const bad = basicSchema.safeParse({ name: "방송국", links: [{ type: "7", url: "https://example.com" }, { type: "3" }] });
    expect(bad.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      `links.0.type: ${stationSettings.settings.basic.linkTypeRequired}`,
      `links.1.url: ${stationSettings.settings.basic.urlInvalid}`,
    ]);
  });
});

describe("calendar month grid", () => {
  it("lays out the weeks Sunday first and moves across years", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks.at(-1)).toEqual([29, 30, null, null, null, null, null]);
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });
});
