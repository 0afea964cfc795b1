// Texts of the server-rendered parts of the live listings (000 §2.6): group tabs, poster strip, group
// banners and the sort. Kept apart so that they stay out of the page's JS; labels the spec leaves open
// (sort names) follow its terms.
import { common, words } from "./common";
import { discovery } from "./discovery";

export const liveTop = {
  tabsLabel: "라이브 분류",
  sortLabel: words.sort,
  apply: common.actions.submit,
  sorts: { view_cnt: discovery.liveSorts.view_cnt_desc, view_cnt_asc: discovery.liveSorts.view_cnt_asc, broad_start: discovery.liveSorts.broad_start },
  posters: { label: common.layout.category, more: common.actions.more, less: "간략히 보기", all: words.all },
  banners: { label: "배너", item: (n: number) => `배너 ${n}` },
} as const;
