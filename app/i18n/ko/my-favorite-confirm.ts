// The favourites' confirmations (001 §5), apart from my-favorite.ts so that only the dialogs (loaded when
// opened) ship them (the station sidebar's favourite dialog too). Copied exactly from the spec, or marked "ours".
export const myFavoriteConfirm = {
  removeFavourite: "해당 스트리머를 즐겨찾기에서 삭제하시겠습니까?",
  // ours: the spec asks for a confirmation before destructive actions but gives no words for groups.
  removeGroup: (title: string) => `'${title}' 그룹을 삭제하시겠습니까?`,
  removeGroupNote: "그룹에 있던 스트리머는 즐겨찾기에 그대로 남습니다.",
} as const;
