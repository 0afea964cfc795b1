// The support chatbot (002 §2.14, §8.4).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { common } from "../common";
import { helpShared } from "./shared";
import { withParticle } from "../particles";

/** designed: the chatbot's name ('[chatbot name]를 종료 하시겠습니까?' wants a vowel-final name) */
const name = "도우미";

export const helpChatbot = {
  chatbot: {
    name,
    centre: helpShared.centre,
    close: common.layout.close,
    closeConfirm: (name: string) => `${withParticle(name, "object")} 종료 하시겠습니까?`,
    /** designed */
    greeting: (product: string) => `안녕하세요! ${product} 고객센터 도우미입니다.\n궁금하신 내용을 입력하시거나 아래 키워드를 선택해 주세요.`,
    privacy: "주민등록번호, 전화번호, 계좌번호 등 개인정보를 입력하지 말아주세요.",
    inputLabel: "질문 입력",
    /** designed */
    placeholder: "궁금한 내용을 입력해 주세요.",
    send: "전송",
    /** designed: a question over the input's limit (kept in the input, never cut) */
    tooLong: (max: number) => `질문은 ${max}자 이하로 입력해 주세요.`,
    /** designed: the roles for screen readers */
    you: "나",
    bot: name,
    firstMiss: "문의하신 내용을 찾지 못했어요.\n궁금하신 사항을 다시 입력해 주세요.",
    secondMiss: "입력하신 내용을 찾을 수 없어요.\n\n궁금하신 내용을 다시 입력해 주시거나\n1:1 문의를 통해 도와드릴게요.",
    inquiryLink: helpShared.kinds.oneToOne,
    am: "오전",
    pm: "오후",
    /** designed */
    keywordsLabel: helpShared.keywords,
    linksLabel: "관련 링크",
    waiting: "답변을 준비하고 있어요…",
    conversation: "대화 내용",
  },
} as const;
