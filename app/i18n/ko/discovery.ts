// Words shared by the discovery pages: home, unified search, the category directory and the live lists
// (000 §2.4–2.7): home modes and list orders, ads, list options, participant counts and match statuses.
import { liveSortWords } from "./live-sorts";

export const discovery = {
  popular: "인기",
  prefer: "선호",
  ad: "광고",
  filters: {
    fileType: "유형",
    period: "기간",
    startDate: "시작일",
    endDate: "종료일",
  },
  liveSorts: { view_cnt_desc: liveSortWords.viewersDesc, view_cnt_asc: liveSortWords.viewersAsc, broad_start: liveSortWords.recentStart },
  upCount: "UP수",
  upload: "업로드 VOD",
  periods: { "1day": "1일", "1week": "1주", "1month": "1개월", "1year": "1년", directInput: "직접입력" },
  participants: (count: string) => `${count}명 참여중`,
  matches: { cancelled: "경기취소", ended: "경기종료" },
} as const;
