// The help centre's title and words every help page uses.
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
export const helpShared = {
  title: "고객센터",
  common: {
    empty: "내용이 없습니다.",
    list: "목록",
    /** designed */
    pagination: "페이지 이동",
    /** designed */
    pageSuffix: "페이지",
    /** designed */
    previous: "이전",
    /** designed */
    next: "다음",
    more: "더보기",
    confirm: "확인",
    cancel: "취소",
    /** designed */
    loading: "불러오는 중…",
    genericError: "오류가 발생했습니다. 다시 시도해 주세요.",
  },
} as const;
