// Texts of the category list /directory/category (000 §2.5): category search and the list orders.
export const directoryList = {
  search: {
    heading: "카테고리 검색",
    placeholder: "검색어를 입력하세요.",
    label: "카테고리 이름",
    submit: "검색",
    clear: "검색어 삭제",
  },
  listOrders: { view_cnt: "인기", reg_date: "최근 추가", prefer: "선호" },
  noResult: "검색 결과가 없습니다.",
} as const;
