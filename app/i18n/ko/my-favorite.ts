// Texts of /my/favorite and its dialogs (001 §2.3, §5), copied exactly from the spec, or marked "ours".
import { content, words } from "./common";

export const myFavorite = {
  groupsLabel: "즐겨찾기 그룹", // ours (accessible name)
  all: words.all,
  addGroup: "그룹 추가",
  editGroups: "그룹 편집",
  empty: "즐겨찾기 한 스트리머가 없습니다.",
  liveEmpty: "방송중인 스트리머가 없습니다.",
  feed: words.stationNewPosts,
  feedAll: words.viewAll,
  photos: (count: number) => `사진 ${count}`, // ours
  sections: {
    catchStory: content.labels.catchStory, // ours (the spec names the section 'Catch story')
    userClip: content.labels.userClip,
    vod: "VOD",
    catch: "Catch",
    recommend: "추천 스트리머",
  },
  manage: "스트리머 관리",
  removeFavourite: words.unfavourite, // ours (000 §4.2's label)
  groups: {
    // ours: the spec names these dialogs but gives no words inside them.
    nameLabel: "그룹명",
    namePlaceholder: "그룹명을 입력해 주세요.",
    create: "추가",
    rename: "변경",
    remove: "삭제",
    empty: "만든 그룹이 없습니다.",
    addToGroup: "그룹에 추가",
    addToGroupOf: (nick: string) => `${nick} 님을 추가할 그룹`,
    save: words.save,
  },
} as const;
