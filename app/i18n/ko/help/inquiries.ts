// My inquiries, inquiry detail and the satisfaction survey (002 §2.11–2.13, §4.1, §8.2).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
export const helpInquiries = {
  myInquiry: {
    title: "나의 문의/신고내역",
    columns: { type: "종류", title: "제목", status: "답변 상태", rating: "답변 평가", date: "문의 일자" },
    rated: "평가완료",
    rate: "답변 평가",
    none: "-",
    empty: "내용이 없습니다.",
    types: { inquiry: "1:1 문의", report: "신고하기", illegal: "불법촬영물등신고", objection: "이의신청", other: "기타" },
    status: { doneMobile: "답변완료", doneDesktop: "완료", interim: "중간회신", additional: "추가답변", received: "접수중" },
  },
  detail: {
    /** designed */
    questionHeading: "문의 내용",
    answerHeading: "답변",
    createdAt: "작성일시",
    /** designed: the answer block's greeting and the default staff display name */
    greeting: (product: string) => `안녕하세요. ${product} 고객센터입니다.`,
    staffName: (product: string) => `${product} 고객센터`,
    rate: "답변 만족도 평가",
    attachments: "첨부파일",
  },
  survey: {
    title: "만족도 평가",
    submit: "평가하기",
    feedback: "만족스러운 답변이 되었습니까?",
    speed: "답변 속도는 만족스러우셨습니까?",
    scale: [
      { score: 20, label: "매우불만족" },
      { score: 40, label: "불만족" },
      { score: 60, label: "보통" },
      { score: 80, label: "만족" },
      { score: 100, label: "매우만족" },
    ],
    done: "만족도 참여 완료 하였습니다.",
    already: "이미 참여 하였습니다.",
    loginRequired: "문의하신 계정으로 로그인이 필요합니다.",
    failedWithCode: (code: number | string) => `처리 중 오류가 발생했습니다. (${code})`,
    failed: "처리 중 오류가 발생했습니다.",
    objection: "이의제기는 만족도 평가를 제공하고 있지 않습니다.",
    /** designed */
    chooseBoth: "두 문항을 모두 선택해 주세요.",
  },
} as const;
