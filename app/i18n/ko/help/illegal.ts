// The illegal filmed material report (002 §2.9, §5.10).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
const guide = "불법촬영물등 유형과 정의 안내";

export const helpIllegal = {
  illegal: {
    noticeHeading: "신고 전 꼭 확인해 주세요",
    downloadHeading: "신고·삭제요청서 양식 다운로드",
    downloadHwp: "한글(.hwp) 양식 받기",
    downloadDocx: "워드(.docx) 양식 받기",
    /** designed: the app-version gate (002 §2.9: the alert asks the user to update the app) */
    updateApp: "양식을 다운로드하려면 앱을 최신 버전(8.15.0 이상)으로 업데이트해 주세요.",
    guideButton: guide,
    guideTitle: guide,
  },
} as const;

/** 002 §5.10: the content sent is rewritten to four numbered lines (labels designed). The server's only: an
 * export of its own keeps it out of the page's JS. */
export const illegalContentLines = (name: string, birth: string, phone: string, content: string) =>
  `1) 신고자(기관) 이름: ${name}\n2) 생년월일(법인번호): ${birth}\n3) 휴대폰 번호: ${phone}\n4) 신고 내용: ${content}`;
