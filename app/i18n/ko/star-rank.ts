// Texts of the star ranking page '별별랭킹' (000 §2.8, §8), copied exactly from the spec; carousel
// controls the spec leaves open are ours.
import { common, words } from "./common";
import { lists } from "./lists";

export const starRank = {
  title: common.layout.starRank,
  streamerRanking: "스트리머 랭킹",
  empty: "별별랭킹 데이터가 없습니다. 다음에 다시 이용해주세요.",
  back: "뒤로가기",
  details: "상세정보",
  toStation: "방송국 가기",
  drops: "드롭스 이벤트 진행 중",
  carousel: "인기 방송",
  previous: words.previous,
  next: words.next,
  pause: "일시정지",
  play: words.play,
  rank: lists.rank,
  /** A broadcast's move since the ranking before (issue 72, ours): the arrow shown, the words read. */
  change: {
    up: { shown: (places: number) => `▲${places}`, read: (places: number) => `${places}계단 상승` },
    down: { shown: (places: number) => `▼${places}`, read: (places: number) => `${places}계단 하락` },
  },
} as const;
