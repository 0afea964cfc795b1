// The help centre's title and words every help page uses, and the words several help pages share.
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { common, words } from "../common";

export const helpShared = {
  title: common.layout.help,
  common: {
    empty: common.messages.empty,
    list: words.list,
    /** designed */
    pagination: "페이지 이동",
    /** designed */
    pageSuffix: words.page,
    /** designed */
    previous: words.previous,
    /** designed */
    next: words.next,
    more: common.actions.more,
    confirm: common.actions.confirm,
    cancel: common.actions.cancel,
    /** designed */
    loading: "불러오는 중…",
    genericError: "오류가 발생했습니다. 다시 시도해 주세요.",
  },
  /** Names of the forms and inquiry types (§2.3, §2.8–2.11, §4.1). */
  kinds: {
    inquiry: "문의하기",
    illegal: "불법촬영물등 유통 신고",
    objection: "이의신청",
    other: "기타",
    oneToOne: "1:1 문의",
  },
  /** '{product} 고객센터' */
  centre: (product: string) => `${product} 고객센터`,
  keywords: "추천 키워드",
  attachments: "첨부파일",
} as const;
