// The four forms' labels and notices (002 §2.8–2.10).
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { common, words } from "../common";
import type { HelpTypeWord as Label } from "./categories";
import { helpShared } from "./shared";
import { withParticle } from "../particles";

export const helpForm = {
  form: {
    headings: { inquiry: helpShared.kinds.inquiry, report: words.report, illegal: helpShared.kinds.illegal, objection: helpShared.kinds.objection },
    /** '{label} 유형', '{label} 내용', '{label} 유의사항', '{label}하기' (002 §2.8, §9.6). */
    typeLabel: (label: Label) => `${label} 유형`,
    contentLabel: (label: Label) => `${label} 내용`,
    notesLabel: (label: Label) => `${label} 유의사항`,
    submit: (label: Label) => `${label}하기`,
    subCategory: "세부 유형",
    /** designed */
    choose: "선택해 주세요",
    /** designed: the no-JS button that reloads the sub-categories and the template */
    applyCategory: common.actions.submit,
    userId: words.userId,
    guest: "guest",
    guestNote: "로그인이 되지 않았을 경우 guest로 표기됩니다.",
    email: "이메일",
    /** designed */
    emailPlaceholder: "example@email.com",
    title: words.title,
    /** designed */
    titlePlaceholder: "제목을 입력해 주세요. (5~100자)",
    counter: (n: number) => `${n.toLocaleString("ko-KR")}/1,000`,
    attachments: helpShared.attachments,
    /** 002 §2.8: allowed extensions and the e-mail for large files (wording designed). */
    attachmentHelp: (extensions: string) => `첨부 가능한 파일: ${extensions}`,
    attachmentLargeFiles: (email: string) => `10M 이상의 파일은 이메일(${email})로 보내주세요.`,
    /** designed */
    attachmentsKept: "첨부된 파일",
    removeFile: (name: string) => `${name} 삭제`,
    fileSize: (kb: string) => `${kb}KB`,
    privacyHeading: "개인정보 수집 및 이용 안내",
    agreement: "개인정보 수집 및 이용에 동의합니다.",
    reporterName: "신고자·요청자 이름",
    /** designed */
    reporterNamePlaceholder: "개인 또는 기관명",
    birth: "생년월일(기관·법인번호)",
    /** designed */
    birthPlaceholder: "숫자만 입력해 주세요.",
    phoneNumber: "휴대폰 번호",
    /** designed */
    phonePlaceholder: "'-' 없이 숫자만 입력해 주세요.",
    /** designed: busy state of the submit button (uploading files, then submitting) */
    sending: "접수 중…",
    /** designed: the completion dialog */
    done: (label: Label) => `${withParticle(label, "subject")} 접수되었습니다.`,
    doneMember: "답변은 나의 문의/신고내역에서 확인하실 수 있습니다.",
    doneGuest: "답변은 입력하신 이메일로 안내됩니다.",
  },
} as const;
