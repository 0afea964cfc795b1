// VOD, Catch, calendar and store pages of a station (001 §2.9). Texts quoted in the spec are copied
// exactly; the others name what the spec describes without giving words for it.
import { calendar } from "../calendar";
import { common, content, words } from "../common";
import { lists, stationBoards } from "../lists";
import { stationShared } from "./shared";

export const stationMedia = {
  vod: {
    tabs: { all: words.all, review: content.labels.review, clip: "클립", normal: "업로드", list: lists.playlist },
    search: "VOD 검색",
    searchButton: common.layout.searchSubmit,
    sort: words.sort,
    apply: common.actions.submit,
    sorts: {
      reg_date: words.latest,
      read_cnt: words.mostViewed,
      like_cnt: words.mostUp,
      comment_cnt: stationBoards.sorts.comment_cnt,
      popular: stationBoards.sorts.popular,
    },
    searchPlaceholder: "VOD 제목이나 해시태그",
    empty: common.messages.empty,
    heading: "VOD",
    results: (keyword: string) => `'${keyword}' 검색 결과`,
  },
  catch: { heading: "Catch", storyHeading: content.labels.catchStory, empty: common.messages.empty },
  calendar: {
    heading: stationShared.calendar,
    month: calendar.month,
    prev: calendar.prevMonth,
    next: calendar.nextMonth,
    weekdays: calendar.weekdays,
    broad: "방송",
    notice: words.notice,
    empty: "이 달에는 일정이 없습니다.",
  },
  store: {
    heading: stationShared.store,
    text: "스트리머의 굿즈와 아이템을 스토어에서 만나 보세요.",
    open: "스토어 바로가기",
    disabled: "이 방송국은 스토어를 운영하지 않습니다.",
  },
} as const;
