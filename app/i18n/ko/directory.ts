// Texts of the category directory (000 §2.5, §3.11, §5, §8), copied exactly from the spec; the few the
// spec leaves to us are control labels. The category list's own texts are in directory-list.ts, those of
// the server-rendered parts (titles, menu bar, header, tabs, options, unknown category) in directory-top.ts.
import { common } from "./common";

export const directory = {
  /** Page title segment of /directory/category. */
  listTitle: common.layout.category,
  more: common.actions.more,
  tabs: { live: "LIVE", vod: "VOD", catch: "Catch" },
  emptyLive: common.messages.liveEmpty,
  emptyContents: common.messages.empty,
  picker: { placeholder: "기간을 선택해 주세요." },
} as const;
