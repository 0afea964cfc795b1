// Texts of the server-rendered parts of the live listings (000 §2.6): group tabs, poster strip, group
// banners and the sort. Kept apart so that they stay out of the page's JS; labels the spec leaves open
// (sort names) follow its terms.
export const liveTop = {
  tabsLabel: "라이브 분류",
  sortLabel: "정렬",
  apply: "적용",
  sorts: { view_cnt: "참여자수 많은순", view_cnt_asc: "참여자수 적은순", broad_start: "최근 시작" },
  posters: { label: "카테고리", more: "더보기", less: "간략히 보기", all: "전체" },
  banners: { label: "배너", item: (n: number) => `배너 ${n}` },
} as const;
