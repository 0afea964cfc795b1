// Station settings (001 §2.13, §5). Texts quoted in the spec are copied
// exactly; the others name what the spec describes without giving words for it.
import { words } from "../common";
import { stationBoards } from "../lists";
import { stationShared } from "./shared";

export const stationSettings = {
  settings: {
    title: stationShared.manage,
    menu: "방송국 관리 메뉴",
    home: stationShared.home,
    toHome: stationShared.toHome,
    groups: { station: stationShared.manage, users: "유저 / 권한 관리", revenue: "수익 / 활동 내역", ads: "VOD 광고 관리" },
    items: {
      basic: "기본 설정",
      home: "홈 섹션",
      board: stationBoards.boards,
      store: "스토어 영역",
      banWord: "금칙어",
      manager: "매니저",
      fan: "팬 관리",
      vodAuth: "VOD 권한",
      blacklist: "블랙리스트",
      vodBlacklist: "클립 / Catch 블랙리스트",
      income: "내 수익",
      starballoon: "선물받은 별풍선",
      searchInfo: "검색 정보 관리",
      badge: "메달 / 배지 관리",
      midroll: stationBoards.midroll,
    },
    /** One line per settings page whose content the spec does not show (ours). */
    explain: {
      basic: "",
      home: "방송국 홈에 보여 줄 섹션과 순서를 정합니다.",
      board: "게시판을 만들고 이름, 순서, 읽기·쓰기 권한을 정합니다.",
      store: "방송국에 보여 줄 스토어 영역을 설정합니다.",
      banWord: "채팅과 게시글에 쓸 수 없는 단어를 관리합니다.",
      manager: "방송국 매니저와 채팅 매니저를 관리합니다.",
      fan: "팬클럽, 구독자, 서포터를 관리합니다.",
      vodAuth: "VOD 다운로드 거부와 VOD 편집자를 관리합니다.",
      blacklist: "방송국 이용을 막을 회원을 관리합니다.",
      vodBlacklist: "내 방송으로 클립과 Catch를 만들 수 없는 회원을 관리합니다.",
      income: "",
      starballoon: "",
      searchInfo: "검색 결과에 보일 방송국 정보를 관리합니다.",
      badge: "받은 메달과 배지를 관리합니다.",
      midroll: "VOD 중간광고를 설정합니다.",
    },
    external: "새 창에서 열기",
    forbiddenTitle: "방송국 관리 권한이 없습니다.",
    forbiddenText: "방송국 관리는 스트리머와 매니저만 이용할 수 있습니다.",
    forbiddenItem: "매니저는 금칙어와 블랙리스트만 관리할 수 있습니다.",
    basic: {
      name: "방송국 이름",
      nameHint: (bytes: number) => `한글 ${bytes / 2}자(영문 ${bytes}자)까지`,
      title: "방송국 제목",
      profileText: stationShared.profileText,
      links: stationShared.links,
      linkType: (n: number) => `링크 ${n} 종류`,
      linkUrl: (n: number) => `링크 ${n} 주소`,
      linkName: (n: number) => `링크 ${n} 이름`,
      noLink: "선택 안 함",
      linkTypes: stationShared.linkTypes,
      save: words.save,
      saved: "저장되었습니다.",
      titleMax: (n: number) => `방송국 제목은 ${n}자까지 입력할 수 있습니다.`,
      profileMax: (n: number) => `프로필 메시지는 ${n.toLocaleString("ko-KR")}자까지 입력할 수 있습니다.`,
      /** Ours: the spec gives a link's name no limit message. */
      linkNameMax: (n: number) => `링크 이름은 ${n}자까지 입력할 수 있습니다.`,
      linkTypeRequired: "링크 종류를 선택해 주세요.",
      urlInvalid: "올바른 URL을 입력해 주세요.",
      /** Station name codes (001 §5). */
      nameCodes: {
        1305: "사용할 수 없는 방송국 이름입니다.",
        1306: "방송국 이름이 너무 깁니다.",
        1307: "이미 사용 중인 방송국 이름입니다.",
      },
    },
  },
} as const;
