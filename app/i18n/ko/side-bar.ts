// Texts of the side bar of followed channels: the spec has none but its empty text (001 §2.3);
// the others are ours (docs/choices.md). Rendered on the server only, so no page's JS carries them.
import { cards } from "./cards";
import { common } from "./common";
import { myFavorite } from "./my-favorite";
import { notFound } from "./not-found";

export const sideBar = {
  title: "즐겨찾기 LIVE", // ours (the landmark's name and its heading, a link to /my/favorite)
  collapse: "즐겨찾기 LIVE 접기", // ours
  expand: "즐겨찾기 LIVE 펼치기", // ours
  empty: myFavorite.liveEmpty,
  more: (count: number) => `${count}명 더보기`, // ours
  viewers: cards.a11y.viewers,
  /** A guest's side bar: the live broadcasts most watched now; '전체 LIVE' leads to them all. */
  recommended: {
    title: notFound.recommendedLive, // ours
    collapse: "추천 LIVE 접기", // ours
    expand: "추천 LIVE 펼치기", // ours
    all: common.layout.liveAll,
  },
} as const;
