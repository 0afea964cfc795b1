// The station layout: sidebar, left menu, information layer, popups, favourite and subscription
// (001 §2.10–2.12, §2.14, §4.4, §4.7). Texts quoted in the spec are copied exactly; the others name what
// the spec describes without giving words for it.
import { common, content, words } from "../common";
import { lists, stationBoards } from "../lists";
import { myFavoriteConfirm } from "../my-favorite-confirm";
import { stationShared } from "./shared";
import { withParticle } from "../particles";

const stationMenu = "방송국 메뉴";
const topFans = "열혈팬";
const subscribers = "구독팬";
const gifts = "구독 선물";
const useTicket = "구독권 사용";

export const stationLayout = {
  a11y: {
    sidebar: stationMenu,
    stationMenu,
    profile: (nick: string) => `${nick} 방송국 홈`,
    badges: "배지",
  },
  sidebar: {
    note: "쪽지",
    favourite: words.favourite,
    favouriteOn: words.unfavourite,
    pushOn: "알림 켜기",
    pushOff: "알림 끄기",
    info: "방송국 정보",
    write: stationBoards.write,
    calendar: stationShared.calendar,
    manage: stationShared.manage,
    profileEdit: "프로필 수정",
    aiIntro: "AI 소개",
    profileText: stationShared.profileText,
    showAiIntro: "AI 소개 보기",
    showProfileText: "프로필 메시지 보기",
    topFans,
    subscribers,
    gifts,
    toGiftRanking: "구독 선물 랭킹",
    toSubscriberRanking: "구독팬 랭킹",
    president: "회장",
    vicePresident: "부회장",
    rank: (n: number) => `${n}등`,
    more: common.actions.more,
    contract: "사이드바 접기",
    expand: "사이드바 펼치기",
    gift: "선물하기",
    subscribe: words.subscribe,
    sticker: "스티커 선물",
    adBalloon: "애드벌룬 선물",
    live: "LIVE",
    watchLive: stationBoards.watchLive,
    viewers: stationBoards.viewers,
    noFans: "아직 순위가 없습니다.",
    moreTitle: { topfans: topFans, subscribers, gifts },
  },
  favourite: {
    confirmRemove: myFavoriteConfirm.removeFavourite,
    title: "즐겨찾기 삭제",
    confirm: common.actions.confirm,
    cancel: common.actions.cancel,
  },
  info: {
    title: "스트리머 정보",
    ranks: "랭킹",
    rankValue: (rank: number) => lists.rank(rank.toLocaleString("ko-KR")),
    fans: lists.fans,
    totalViews: "누적 시청자",
    okTotal: "누적 UP",
    okToday: "오늘 UP",
    visitTotal: "누적 방문자",
    visitToday: "오늘 방문자",
    subscribers: "구독자",
    tier1: "베이직",
    tier2: "플러스",
    fanclub: words.fanclub,
    supporters: "서포터",
    broadcastTime: "총 방송 시간",
    hours: lists.hours,
    openedAt: "방송국 개설일",
    latestBroadcast: "최근 방송",
    links: stationShared.links,
    linkTypes: { ...stationShared.linkTypes, none: stationShared.linkTypes.etc },
    unavailable: "정보를 불러오지 못했습니다.",
  },
  menu: {
    write: stationBoards.write,
    calendar: stationShared.calendar,
    vod: "VOD",
    boards: stationBoards.boards,
    allBoards: stationBoards.allBoards,
    catch: "Catch",
    catchStory: content.labels.catchStory,
    store: stationShared.store,
    guestbook: stationBoards.guestbook,
    supporters: "SP 서포터즈 게시판",
    best: "베스트 스트리머",
    partner: "파트너 스트리머",
    home: stationShared.home,
    openMenu: common.layout.menu,
    /** A board this viewer cannot open (001 §6), named without a link (ours). */
    locked: "잠긴 게시판",
  },
  popups: {
    blocked: "차단된 팝업을 허용해주세요.",
    loginConfirm: "로그인이 필요합니다. 로그인 하시겠습니까?",
    login: common.layout.login,
  },
  subscription: {
    title: words.subscribe,
    useTicketTitle: useTicket,
    useTicket: (product: string) => `보유한 ${withParticle(product || "구독권", "direction")} 구독하시겠습니까?`,
    useTicketHint: "사용하지 않으면 구독 페이지로 이동합니다.",
    use: useTicket,
    toPage: "구독 페이지로 이동",
    used: (item: string, days: number | null) =>
      days === null ? `${withParticle(item, "object")} 사용했습니다.` : `${withParticle(item, "object")} 사용했습니다. (남은 기간 ${days}일)`,
    suspended: (start: string, end: string) => `이용 정지 중에는 구독할 수 없습니다.\n정지 기간: ${start} ~ ${end}`,
    failed: common.messages.genericFailure,
  },
} as const;
