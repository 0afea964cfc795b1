// Texts of the live listings (000 §2.1, §2.6), copied exactly from the spec; labels the spec leaves open
// (sort names) follow its terms. The sports schedule and the star ranking have files of their own, so
// that each page loads only its texts.
export const live = {
  groups: { all: "전체", game: "게임", bora: "보이는 라디오", sports: "스포츠", award2024: "2024 스트리머 대상" },
  title: (group: string) => `${group} LIVE`,
  tabsLabel: "라이브 분류",
  sortLabel: "정렬",
  apply: "적용",
  sorts: { view_cnt: "참여자수 많은순", view_cnt_asc: "참여자수 적은순", broad_start: "최근 시작" },
  empty: "진행중인 라이브가 없습니다.",
  more: "더보기",
  posters: { label: "카테고리", more: "더보기", less: "간략히 보기", all: "전체" },
  banners: { label: "배너", item: (n: number) => `배너 ${n}` },
  hot: { badge: "HOT", label: "스포츠 소식" },
} as const;
