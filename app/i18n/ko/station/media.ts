// VOD, Catch, calendar and store pages of a station (001 §2.9). Texts quoted in the spec are copied
// exactly; the others name what the spec describes without giving words for it.
export const stationMedia = {
  vod: {
    tabs: { all: "전체", review: "다시보기", clip: "클립", normal: "업로드", list: "재생목록" },
    search: "VOD 검색",
    searchButton: "검색",
    sort: "정렬",
    apply: "적용",
    sorts: { reg_date: "최신순", read_cnt: "조회순", like_cnt: "UP순", comment_cnt: "댓글순", popular: "인기순" },
    searchPlaceholder: "VOD 제목이나 해시태그",
    empty: "내용이 없습니다.",
    heading: "VOD",
    results: (keyword: string) => `'${keyword}' 검색 결과`,
  },
  catch: { heading: "Catch", storyHeading: "Catch 스토리", empty: "내용이 없습니다." },
  calendar: {
    heading: "캘린더",
    month: (year: number, month: number) => `${year}년 ${month}월`,
    prev: "이전 달",
    next: "다음 달",
    weekdays: ["일", "월", "화", "수", "목", "금", "토"],
    broad: "방송",
    notice: "공지",
    empty: "이 달에는 일정이 없습니다.",
  },
  store: {
    heading: "스토어",
    text: "스트리머의 굿즈와 아이템을 스토어에서 만나 보세요.",
    open: "스토어 바로가기",
    disabled: "이 방송국은 스토어를 운영하지 않습니다.",
  },
} as const;
