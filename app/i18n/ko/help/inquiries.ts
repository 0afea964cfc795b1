// My inquiries, inquiry detail and the satisfaction survey (002 §2.11–2.13, §4.1, §8.2).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { common, words } from "../common";
import { helpShared } from "./shared";

const rate = "답변 평가";

export const helpInquiries = {
  myInquiry: {
    title: "나의 문의/신고내역",
    columns: { type: "종류", title: words.title, status: "답변 상태", rating: rate, date: "문의 일자" },
    rated: "평가완료",
    rate,
    none: "-",
    empty: common.messages.empty,
    types: {
      inquiry: helpShared.kinds.oneToOne,
      report: words.report,
      illegal: "불법촬영물등신고",
      objection: helpShared.kinds.objection,
      other: helpShared.kinds.other,
    },
    status: { doneMobile: "답변완료", doneDesktop: "완료", interim: "중간회신", additional: "추가답변", received: "접수중" },
  },
  detail: {
    /** designed */
    questionHeading: "문의 내용",
    answerHeading: "답변",
    createdAt: "작성일시",
    /** designed: the answer block's greeting and the default staff display name */
    greeting: (product: string) => `안녕하세요. ${product} 고객센터입니다.`,
    staffName: helpShared.centre,
    rate: "답변 만족도 평가",
    attachments: helpShared.attachments,
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
    /** designed: the survey of a ticket whose final answer is not written yet (§4.2: offered only once an answer exists) */
    unanswered: "아직 답변이 완료되지 않은 문의입니다. 답변이 완료된 후 만족도 평가를 할 수 있습니다.",
    /** The way to log in, shown with loginRequired (-2008). */
    login: common.layout.login,
  },
} as const;
