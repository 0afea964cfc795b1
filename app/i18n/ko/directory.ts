// Texts of the category directory (000 §2.5, §3.11, §5, §8), copied exactly from the spec; the few the
// spec leaves to us are control labels. The category list's own texts are in directory-list.ts, those of
// the server-rendered parts (titles, menu bar, header, tabs, options, unknown category) in directory-top.ts.
export const directory = {
  /** Page title segment of /directory/category. */
  listTitle: "카테고리",
  more: "더보기",
  tabs: { live: "LIVE", vod: "VOD", catch: "Catch" },
  emptyLive: "진행중인 라이브가 없습니다.",
  emptyContents: "내용이 없습니다.",
  picker: { placeholder: "기간을 선택해 주세요." },
} as const;
