// Texts of the server-rendered parts of the directory pages (000 §2.5): page titles, the menu bar, the
// category header, the tabs, the list options and the unknown category. Kept apart so that they stay out of the page's JS.
export const directoryTop = {
  categoryTitle: (name: string) => `${name} 카테고리`,
  menuTitle: (menuName: string) => `${menuName} 콘텐츠`,
  menuBar: "카테고리 메뉴",
  participants: (count: string) => `${count}명 참여중`,
  drops: "드롭스",
  fixedTags: "태그",
  tabsLabel: "콘텐츠 종류",
  notFound: "카테고리가 삭제되었거나 존재하지 않습니다.",
  toList: "카테고리 리스트로 이동",
  filters: {
    label: "목록 옵션",
    sort: "정렬",
    fileType: "유형",
    period: "기간",
    apply: "적용",
  },
  sorts: {
    live: { view_cnt_desc: "참여자수 많은순", view_cnt_asc: "참여자수 적은순", broad_start: "최근 시작" },
    vod: { reg_date: "최신순", view_cnt: "조회수순", recomm_cnt: "UP수" },
    catch: { view_cnt_desc: "조회수순", reg_date: "최신순" },
  },
  fileTypes: { ALL: "전체", REVIEW: "다시보기", HIGHLIGHT: "하이라이트", NORMAL: "업로드 VOD", CLIP: "유저클립" },
  periods: { all: "전체", "1day": "1일", "1week": "1주", "1month": "1개월", "1year": "1년", directInput: "직접입력" },
  dates: { start: "시작일", end: "종료일" },
} as const;
