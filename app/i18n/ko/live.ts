// Texts of the live listings (000 §2.1, §2.6), copied exactly from the spec. The sports schedule, the star
// ranking and the server-rendered parts (live-top.ts: tabs, posters, banners, sort) have files of their
// own, so that each page loads only its texts.
import { common, words } from "./common";

export const live = {
  groups: { all: words.all, game: "게임", bora: "보이는 라디오", sports: "스포츠", award2024: "2024 스트리머 대상" },
  title: (group: string) => `${group} LIVE`,
  empty: common.messages.liveEmpty,
  more: common.actions.more,
  hot: { badge: "HOT", label: "스포츠 소식" },
} as const;
