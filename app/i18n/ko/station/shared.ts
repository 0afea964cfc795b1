// Words the station's layout, media pages, settings and problem pages share (001 §2.9–2.14): the
// station menu's destinations and the link types. Those the boards share with the other parts are in
// ../lists.ts (stationBoards), those of posts and their dialogs in posts.ts.
export const stationShared = {
  calendar: "캘린더",
  manage: "방송국 관리",
  home: "방송국 홈",
  toHome: "방송국 홈으로",
  store: "스토어",
  profileText: "프로필 메시지",
  links: "링크",
  linkTypes: {
    facebook: "페이스북",
    instagram: "인스타그램",
    youtube: "유튜브",
    cafe: "카페",
    product: "스트림온",
    etc: "기타 외부링크",
  },
} as const;
