// @vitest-environment jsdom
// A member's followed streamers going live while a page is open (issue 70 item 3): a started broadcast of a followed
// streamer gets the side bar's row (drawn as the server's), and the go-live toast only when heard live with the alarm on.
import { beforeEach, describe, expect, it } from "vitest";
import type { LiveChange, LiveFollows } from "~/domain/live-events";
import { followedGoingLive } from "~/features/live-events/follows";

const follows: LiveFollows = {
  follows: [
    {
      userId: "onair",
      nickname: "알림켠",
      profileImageUrl: "//img.example/LOGO/on.jpg",
      isAlarmOn: true,
      player: "https://play.example/onair/BROADNO",
      newTab: true,
    },
    {
      userId: "quiet",
      nickname: "알림끈",
      profileImageUrl: null,
      isAlarmOn: false,
      player: "app://player/live?broad_no=BROADNO&user_id=quiet&channel=",
      newTab: false,
    },
  ],
  viewersLabel: "참여자 수",
  toast: {
    classes: { region: "r", toast: "t", info: "i", message: "m", line: "l", link: "k", close: "c" },
    closeLabel: "닫기",
    watchLabel: "방송 보기",
    durationMs: 5000,
  },
};

const started = (userId: string): LiveChange => ({ kind: "started", userId, broadNo: "777", viewers: 12_345, title: "제목", categoryName: "게임" });
const toasts = () => [...document.querySelectorAll(".r [data-testid=toast]")];
const row = (userId: string) => document.querySelector(`aside [data-live-user="${userId}"]`);

beforeEach(() => {
  document.body.innerHTML = `<aside data-testid="side-bar" data-kind="favourites" data-state="open"><div class="side-bar-body"><p class="side-bar-empty">없음</p></div></aside><div class="r" role="status"></div>`;
});

describe("followed streamers going live", () => {
  it("a followed streamer heard going live with the alarm on: the side bar's row and the toast with its player link", () => {
    followedGoingLive(document, follows)(started("onair"), true);
    expect(document.querySelector(".side-bar-empty")).toBeNull();
    const link = row("onair")!.querySelector("a.side-bar-row")!;
    expect(link.getAttribute("href")).toBe("https://play.example/onair/777");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toBe("알림켠게임참여자 수 1.2만");
    expect(toasts().map((toast) => toast.textContent)).toEqual(["알림켠 님이 방송을 시작했습니다.방송 보기"]);
    expect(toasts()[0].querySelector("a")!.getAttribute("href")).toBe("https://play.example/onair/777");
  });

  it("the alarm off: the row (the app's deep link), no toast", () => {
    followedGoingLive(document, follows)(started("quiet"), true);
    expect(row("quiet")!.querySelector("a")!.getAttribute("href")).toBe("app://player/live?broad_no=777&user_id=quiet&channel=");
    expect(toasts()).toEqual([]);
  });

  it("the present the stream opens with: the row, no toast; someone not followed: nothing", () => {
    const goingLive = followedGoingLive(document, follows);
    goingLive(started("onair"), false);
    goingLive(started("stranger"), true);
    goingLive(started("onair"), true);
    expect(document.querySelectorAll("aside li")).toHaveLength(1);
    expect(row("stranger")).toBeNull();
    expect(toasts()).toHaveLength(1);
  });

  it("a streamer who ends leaves the side bar, whether added while open or served with the page", () => {
    document.querySelector(".side-bar-body")!.insertAdjacentHTML("beforeend", '<ul class="side-bar-list"><li data-live-user="served"></li></ul>');
    const goingLive = followedGoingLive(document, follows);
    goingLive(started("onair"), false);
    goingLive({ kind: "ended", userId: "onair" }, true);
    goingLive({ kind: "ended", userId: "served" }, true);
    expect(document.querySelectorAll("aside li")).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });
});
