// Texts of the real-time popular posts (001 §2.8, §5), apart from the feed page's so that neither page
// ships the other's. Where the spec names a control without its words, the text is ours ("ours").
import { content } from "./common";
import { lists } from "./lists";

export const feedHot = {
  heading: "실시간 인기글 TOP 100",
  refreshed: (time: string) => `${time} 기준`, // ours
  cycle: (minutes: number) => `${minutes}분마다 갱신`, // ours
  rank: lists.rank, // ours
  hide: "게시글 안보기", // ours
  hideConfirm: (nick: string) => `${nick}님의 게시글을 보지 않으시겠습니까?`,
  hidden: "게시물 안보기 설정한 게시물 입니다.",
  unhide: "안보기 해제", // ours
  share: content.menu.share,
  pages: "순위 구간", // ours
  range: (from: number, to: number) => `${from}~${to}위`, // ours
} as const;
