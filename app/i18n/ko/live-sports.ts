// Texts of the sports schedule of /live/group/sports (000 §2.6, §4.8), rendered on the server only. The
// period words the spec leaves open (quarters, sets, extra time) follow its terms.
import { common, content } from "./common";
import { discovery } from "./discovery";
import { liveEvents } from "./live-events";

export const sports = {
  title: "오늘의 주요일정",
  empty: "경기가 없습니다",
  scheduled: (time: string) => `${time} 예정`,
  live: "LIVE",
  highlight: content.labels.highlight,
  cancelled: discovery.matches.cancelled,
  ended: discovery.matches.ended,
  broadcastEnded: liveEvents.ended,
  winner: "승",
  /** The home team: the same word as the header's home link. */
  home: common.layout.home,
  away: "원정",
  periods: {
    S_FHA: "전반",
    S_SHA: "후반",
    S_OTST: "연장대기",
    S_TFE: "연장종료",
    S_PSO: "승부차기",
    S_HAT: "하프타임",
    S_OT: "연장",
    S_2OT: "2차 연장",
    S_3OT: "3차 연장",
    S_GF: discovery.matches.ended,
  },
  inningTop: (n: number) => `${n}회초`,
  inningBottom: (n: number) => `${n}회말`,
  quarter: (n: number) => `${n}쿼터`,
  set: (n: number) => `${n}세트`,
} as const;
