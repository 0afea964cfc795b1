// The live lists' sort words (000 §9), one place for the directory and the My area: each page ships them only
// when it imports them.
export const liveSortWords = { viewersDesc: "참여자수 많은순", viewersAsc: "참여자수 적은순", recentStart: "최근 시작" } as const;
