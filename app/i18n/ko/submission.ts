// What a form says when its submission did not get through (domain/submission.ts) and when a form kept its
// draft. All ours: the spec shows no such state; each says that nothing typed is lost and what to do.
import { submissionFailureTexts } from "./submission-failure";

export const submissionTexts = {
  ...submissionFailureTexts,
  retry: "다시 보내기",
  /** A form brought back after the login its post needed (utils/drafts.server.ts). */
  restored: "로그인하기 전에 작성하던 내용을 불러왔습니다. 확인하고 다시 보내 주세요.",
  /** A draft kept on this device (components/forms/local-draft.ts), brought back into its form. */
  restoredHere: "이 기기에 작성하던 내용을 불러왔습니다. 첨부파일은 다시 선택해 주세요.",
  discardDraft: "새로 작성",
  restoredWithoutFiles: "로그인하기 전에 작성하던 내용을 불러왔습니다. 첨부했던 파일은 보관되지 않으니 다시 선택해 주세요.",
} as const;
