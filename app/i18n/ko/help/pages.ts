// Help home, phone modal, report gate, search and FAQ (002 §2.3–2.7).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { common, words } from "../common";
import { lists } from "../lists";
import { helpShared } from "./shared";

const faq = "자주 묻는 질문";
/** designed: the label of the help search box (the mobile sheet's title) */
const searchLabel = "고객센터 검색";
const phone = "전화상담";

export const helpPages = {
  home: {
    searchPrompt: "무엇을 도와드릴까요?",
    searchLabel,
    /** designed */
    searchSubmit: common.layout.searchSubmit,
    /** designed */
    keywordsHeading: helpShared.keywords,
    faqHeading: faq,
    viewAll: words.viewAll,
    categoriesHeading: "주요 카테고리",
    otherHelpHeading: "다른 도움이 필요하신가요?",
    inquiry: helpShared.kinds.inquiry,
    report: words.report,
    phone,
    myInquiries: "나의 문의 내역",
    goToQuestion: "해당 질문 바로가기",
    /** designed: desktop guide banners (their content is not shown in the spec) */
    banners: {
      heading: "이용 가이드",
      chatbotTitle: "챗봇 상담",
      chatbotText: "궁금한 점을 물어보면 바로 답해 드려요.",
      faqTitle: "처음 오셨나요?",
      faqText: "자주 묻는 질문에서 답을 찾아보세요.",
    },
  },
  phone: {
    title: phone,
    /** designed wording around {phone} and the hours of 002 §2.3 */
    numberLabel: "고객센터 전화번호",
    hoursLabel: "운영시간",
    hours: "평일 09:00~02:00",
  },
  reportGate: {
    title: words.report,
    content: "콘텐츠 신고",
    illegal: helpShared.kinds.illegal,
  },
  search: {
    titleDesktop: (word: string, count: number) => `'${word}' 검색결과 (${count}건)`,
    titleMobile: "검색결과",
    /** The phone's count beside '검색결과' (ours; the desktop's title carries it). */
    count: lists.results,
    /** The button back to the FAQ. */
    backToFaq: faq,
    sheetTitle: searchLabel,
    relatedKeywords: "관련 키워드",
    empty: lists.noResult,
  },
  faq: {
    heading: faq,
    /** designed: the tab for every sub-category of a main category */
    all: words.all,
    categoryNav: "FAQ 카테고리",
    subCategoryNav: "세부 카테고리",
    empty: common.messages.empty,
    /** designed */
    feedbackQuestion: "답변이 도움이 되었나요?",
    feedbackYes: "예",
    feedbackNo: "아니오",
    /** designed: the thank-you text shown once the feedback was sent */
    feedbackThanks: "소중한 의견 감사합니다.",
    backToList: words.list,
  },
} as const;
