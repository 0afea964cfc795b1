// Page links of station lists (boards, VODs, Catch). Ours: the spec names paging but gives no words.
export const stationPaging = {
  pagination: "페이지",
  page: (n: number) => `${n} 페이지`,
  prev: "이전",
  next: "다음",
} as const;
