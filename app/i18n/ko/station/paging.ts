// Page links of station lists (boards, VODs, Catch). Ours: the spec names paging but gives no words.
import { words } from "../common";

export const stationPaging = {
  pagination: words.page,
  page: (n: number) => `${n} 페이지`,
  prev: words.previous,
  next: words.next,
} as const;
