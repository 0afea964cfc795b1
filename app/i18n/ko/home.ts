// Texts of the home page (000 §2.4, §4.4), copied exactly from the spec. Names only screen readers hear
// (regions, controls without words) are ours.
import { common, words } from "./common";
import { discovery } from "./discovery";

export const home = {
  mode: {
    popular: discovery.popular,
    prefer: discovery.prefer,
    /** Accessible name of the floating toggle. */
    label: "홈 보기 방식",
  },
  sections: {
    preferLive: "선호 LIVE",
    preferCategory: "선호/인기 카테고리",
    viewAll: words.viewAll,
    preferCatch: "관심 Catch 모아보기",
    preferVod: "관심 VOD",
    preferStory: (nick: string, title: string) => `${nick}님의 관심 ${title}`.trim(),
  },
  preview: {
    region: "라이브 미리보기",
    continueLive: "라이브 이어보기",
    statusError: "스트리머가 방송 상태를 변경하여 미리볼 수 없습니다.",
    play: words.play,
    ad: discovery.ad,
  },
  alarm: {
    prompt: "방송이 시작되면 알려드릴까요? 알림은 모바일 앱을 통해 발송됩니다.",
    reserve: "알림 예약",
    reserved: "알림 설정이 완료되었습니다",
    cancel: "알림 취소",
    cancelled: "알림 설정이 취소되었습니다.",
    loginRequired: common.messages.loginRequired,
    region: "방송 알림 배너",
  },
  mainBanner: {
    label: discovery.ad,
  },
} as const;
