// What keeps a viewer out: read permissions (001 §6) and station states (001 §8). Texts quoted in the spec are copied
// exactly; the others name what the spec describes without giving words for it.
import { common } from "../common";
import { stationShared } from "./shared";

export const stationProblems = {
  /** Read permission refusals (001 §6): texts ours. */
  denied: {
    title: "게시판을 볼 수 없습니다.",
    1100: "로그인 후 이용할 수 있는 게시판입니다.",
    1102: "비공개 게시판입니다.",
    1103: "즐겨찾기한 회원만 볼 수 있는 게시판입니다.",
    1104: "팬클럽 회원만 볼 수 있는 게시판입니다.",
    1106: "매니저만 볼 수 있는 게시판입니다.",
    1107: "구독자만 볼 수 있는 게시판입니다.",
    login: common.layout.login,
    toHome: stationShared.toHome,
    writeDenied: "글을 쓸 수 있는 게시판이 없습니다.",
    editDenied: "게시글을 수정할 권한이 없습니다.",
    postNotFound: "게시글을 찾을 수 없습니다.",
    postNotFoundText: "삭제되었거나 볼 수 없는 게시글입니다.",
  },
  /** Station states (001 §8): texts ours. */
  errors: {
    blinded: { title: "블라인드 처리된 방송국입니다.", text: "운영정책 위반으로 이용이 제한된 방송국입니다." },
    sleeping: { title: "휴면 상태의 방송국입니다.", text: "스트리머가 오랫동안 접속하지 않아 휴면 상태로 전환된 방송국입니다." },
    banned: { title: "이용이 정지된 방송국입니다.", text: "운영정책 위반으로 스트리머의 계정이 정지되어 방송국을 이용할 수 없습니다." },
    blacklisted: { title: "방송국에 들어갈 수 없습니다.", text: "이 방송국의 블랙리스트에 등록되어 방송국을 이용할 수 없습니다." },
    suspended: { title: "이용이 정지된 회원입니다.", text: "이용 정지 기간에는 방송국을 이용할 수 없습니다." },
    toMain: common.errors.toMain,
  },
} as const;
