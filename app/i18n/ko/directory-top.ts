// Texts of the server-rendered parts of the directory pages (000 §2.5): page titles, the menu bar, the
// category header, the tabs, the list options and the unknown category. Kept apart so that they stay out of the page's JS.
import { common, content, words } from "./common";
import { discovery } from "./discovery";

const viewCount = "조회수순";

export const directoryTop = {
  categoryTitle: (name: string) => `${name} 카테고리`,
  menuTitle: (menuName: string) => `${menuName} 콘텐츠`,
  menuBar: "카테고리 메뉴",
  participants: discovery.participants,
  drops: content.labels.drops,
  fixedTags: "태그",
  tabsLabel: "콘텐츠 종류",
  notFound: "카테고리가 삭제되었거나 존재하지 않습니다.",
  toList: "카테고리 리스트로 이동",
  filters: {
    label: "목록 옵션",
    sort: words.sort,
    fileType: discovery.filters.fileType,
    period: discovery.filters.period,
    apply: common.actions.submit,
  },
  sorts: {
    live: discovery.liveSorts,
    vod: { reg_date: words.latest, view_cnt: viewCount, recomm_cnt: discovery.upCount },
    catch: { view_cnt_desc: viewCount, reg_date: words.latest },
  },
  fileTypes: {
    ALL: words.all,
    REVIEW: content.labels.review,
    HIGHLIGHT: content.labels.highlight,
    NORMAL: discovery.upload,
    CLIP: content.labels.userClip,
  },
  periods: { all: words.all, ...discovery.periods },
  dates: { start: discovery.filters.startDate, end: discovery.filters.endDate },
} as const;
