// Words several areas share that the pages nearest the JS budget do not show (see common.ts): posts and
// comments ('내 글/댓글', the history lists, search, the station boards), rankings, streamer stats,
// playlists and the empty search (001 §2.5–2.9, §6; 000 §2.5, §2.7, §2.8), and the words the station's
// boards share with its other parts (here rather than in station/shared.ts, so that the board pages, which
// load this module anyway, load no module more).
import { content } from "./common";

export const lists = {
  streamer: "스트리머",
  playlist: "재생목록",
  fans: "애청자",
  hours: (hours: string) => `${hours}시간`,
  rank: (rank: number | string) => `${rank}위`,
  /** A count of results ('1,234건'): search's tabs as read, the FAQ search's on a phone. */
  results: (count: number | string) => `${count}건`,
  noResult: "검색 결과가 없습니다.",
} as const;

/** Station words of the boards and posts that the station's layout, settings or media pages show too. */
export const stationBoards = {
  write: "글쓰기",
  boards: "게시판",
  allBoards: "전체 게시판",
  guestbook: "방명록",
  watchLive: content.onAir.watch,
  viewers: content.onAir.viewers,
  sorts: { comment_cnt: "댓글순", popular: "인기순" },
  midroll: "중간광고 설정",
} as const;

/** Posts and comments. */
export const posts = {
  post: "게시글",
  read: "조회",
  comment: "댓글",
  delete: "삭제하기",
  update: "수정하기",
  cancelUp: "UP 취소",
  deleteConfirm: "게시글을 삭제하시겠습니까?",
  /** A comment's and a reply's delete, asked on '내 글/댓글' and under the post (the first lines ours; 001 §5 the warning). */
  deleteCommentConfirm: "댓글을 삭제하시겠습니까?",
  deleteReplyConfirm: "답글을 삭제하시겠습니까?",
  deleteWarning: "삭제 시 스토리와 방송국에서 완전 삭제되며, 복구가 불가능합니다.",
  reply: "답글",
} as const;
