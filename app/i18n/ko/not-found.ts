// Texts of the not-found page's ways on (issue 72, ours): rendered on the server only (features/not-found), so no
// page's JS carries them.
export const notFound = {
  /** The search box's name and placeholder. */
  search: "찾으시는 내용을 검색해 보세요",
  /** The lives most watched now (also the heading of a guest's side bar of the same list). */
  recommendedLive: "추천 LIVE",
} as const;
