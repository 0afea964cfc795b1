// Texts of the promotional popups and ad banners (001 §2.16, §2.17). The checkbox is the spec's; names of
// controls the spec shows without words are ours.
import { common } from "./common";
import { discovery } from "./discovery";

export const promotions = {
  popup: {
    hideForDay: "24시간 동안 보지 않기",
    close: common.layout.close,
  },
  ad: {
    badge: discovery.ad,
    /** The sub banner's close/open toggle. */
    close: "광고 닫기",
    open: "광고 열기",
  },
} as const;
