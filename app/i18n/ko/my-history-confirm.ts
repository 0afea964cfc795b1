// The history lists' confirmations (001 §5), copied exactly from the spec. Apart from my-history.ts so
// that only the confirmations (loaded when opened) ship them.
export const myHistoryConfirm = {
  liveAll: ["최근 본 스트리머의 LIVE를 모두 삭제하시겠습니까?", "삭제된 LIVE 리스트는 복구할 수 없습니다."],
  // "the VOD equivalents" of the LIVE texts.
  vodAll: ["최근 본 VOD를 모두 삭제하시겠습니까?", "삭제된 VOD 리스트는 복구할 수 없습니다."],
  laterPlayed: ["재생한 VOD를 모두 삭제하겠습니까?"],
  laterAll: ["나중에 보기 목록을 모두 삭제하겠습니까?"],
  playlist: ["재생목록을 삭제하시겠습니까?"],
} as const;
