// Texts of the category list /directory/category (000 §2.5): category search and the list orders.
import { common } from "./common";
import { discovery } from "./discovery";
import { lists } from "./lists";

export const directoryList = {
  search: {
    heading: "카테고리 검색",
    placeholder: common.layout.searchPlaceholder,
    label: "카테고리 이름",
    submit: common.layout.searchSubmit,
    clear: "검색어 삭제",
  },
  listOrders: { view_cnt: discovery.popular, reg_date: "최근 추가", prefer: discovery.prefer },
  noResult: lists.noResult,
} as const;
