// Validation messages, category templates and the device block (002 §5, §9.3), for the server and the lazily loaded schema.
// Copied exactly from the spec; texts marked "designed" are ours where the spec does not show them.
import { formErrors } from "../form-errors";
import type { HelpTypeWord as Label } from "./categories";
import { helpShared } from "./shared";
import { withParticle } from "../particles";

const problemTime = "문제 발생 일시 : ";
const inquiryContent = "문의 내용 : ";

export const helpRules = {
  /** 002 §5: every validation message. */
  errors: {
    email: "이메일 형식이 올바르지 않습니다. 다시 확인해 주세요.",
    mainCategory: (type: Label) => `${type} 선택해 주세요.`,
    subCategory: "세부 유형 선택해 주세요.",
    titleRequired: formErrors.titleRequired,
    titleMin: "제목을 5자 이상 입력해 주세요.",
    titleMax: "제목을 100자 이하로 입력해 주세요.",
    contentRequired: formErrors.contentRequired,
    contentMin: "내용을 5자 이상 입력해 주세요.",
    /** designed: the spec caps the content at 1000 characters without a message */
    contentMax: "내용을 1,000자 이하로 입력해 주세요.",
    fileCount: (n: number) => `${n}개 이하의 파일만 첨부할 수 있습니다.`,
    /** Ours: the spec's count message naming the files past the count, when the ones before were kept (no JS). */
    fileCountOf: (n: number, names: string[]) => `${n}개 이하의 파일만 첨부할 수 있습니다. (${names.join(", ")})`,
    fileSize: (n: number) => `${n}MB 이하의 파일만 첨부 가능합니다.`,
    fileType: "첨부 불가한 파일입니다.",
    /** Ours: the spec's message with the files it refused, when others of the same post were kept (no JS). */
    fileTypeOf: (names: string[]) => `첨부 불가한 파일입니다. (${names.join(", ")})`,
    /** Ours: the spec has no message for an empty file (there is nothing to attach); it names the files. */
    fileEmpty: (names: string[]) => `빈 파일은 첨부할 수 없습니다. (${names.join(", ")})`,
    /** Ours: the spec's size message naming the files that did not fit, when the ones that did were kept (no JS). */
    fileSizeOf: (n: number, names: string[]) => `${n}MB 이하의 파일만 첨부 가능합니다. (${names.join(", ")})`,
    agreement: "개인정보 수집 및 이용에 동의해 주세요.",
    reporterNameRequired: (title: string) => `${title}·요청자 이름을 입력해 주세요.`,
    reporterNameMin: (title: string) => `${title}·요청자 이름을 2자 이상 입력해 주세요.`,
    phoneRequired: "휴대폰 번호를 입력해 주세요.",
    phoneInvalid: "유효하지 않은 휴대전화번호 형식입니다.",
    upload: "파일 업로드 중 오류가 발생했습니다.",
    /** Logged only (002 §8.5). */
    submitLog: (code: number | string) => `오류가 발생했습니다. (코드: ${code})`,
    objectionDefault: helpShared.common.genericError,
    /** Ours: the registration got no answer, so it may have been stored. Pressing again is safe. */
    submitUnknown: "응답이 늦어 접수 여부를 확인하지 못했습니다. 다시 눌러 주세요. 이미 접수되었다면 한 번만 접수됩니다.",
    /** Ours: a form whose submission was received, sent again after Back; with the files it had carried. */
    alreadyReceived: (type: Label, filesWentWithIt: boolean) =>
      `이 양식의 ${withParticle(type, "topic")} 이미 접수되었습니다. 새 ${withParticle(type, "direction")} 보내시려면 내용을 확인하고 다시 눌러 주세요.` +
      (filesWentWithIt ? ` 앞서 올린 첨부파일은 접수된 ${type}에 들어 있습니다.` : ""),
  },
  /** '{title}' of the reporter-name messages: the reporter. */
  reporterTitle: "신고자",
  /** 002 §5.11 */
  device: {
    heading: "--- Device Information ---",
    line: (key: string, value: string) => `${key}: ${value}`,
  },
  /** designed: category templates (002 §9.3: an ID line for guests, environment questions in PC and
   * mobile variants, the cancel / refund path for payment categories). */
  templates: {
    guestId: "아이디 : ",
    pc: ["사용 환경(운영체제/브라우저) : ", problemTime, inquiryContent],
    mobile: ["사용 기기(모델명) : ", "앱 버전 / 운영체제 버전 : ", problemTime, inquiryContent],
    refund: "※ 결제 취소 및 환불은 [MY > 결제내역 > 결제 취소]에서 직접 신청하실 수 있습니다.",
    report: ["신고 대상(방송국/방송/VOD 주소) : ", "신고 사유 : "],
  },
} as const;
