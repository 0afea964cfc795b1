// Texts shared by the station feed and the real-time popular posts (001 §2.1, §2.7, §2.8), copied exactly
// from the spec; each page's own texts are in feed-page.ts and feed-hot.ts, so that neither page ships
// the other's. Where the spec names a control without its words, the text is ours ("ours").
import { common, words } from "./common";

export const feed = {
  titles: {
    feed: words.stationNewPosts,
    hotissue: "실시간 인기글",
  },
  item: {
    stationOf: (nick: string) => `${nick}의 방송국`,
    views: (count: string) => `조회 ${count}`,
    notice: words.notice,
    likes: (count: string) => `좋아요 ${count}`, // ours
    comments: words.comments, // ours
    photo: (title: string) => `${title} 사진`, // ours (text alternative)
  },
  /** The server's message is shown when a like or hide fails; this when it sends none. */
  failed: common.messages.genericFailure,
} as const;
