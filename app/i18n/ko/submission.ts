// What a form says when its submission did not get through (domain/submission.ts) and when a form kept its
// draft. All ours: the spec shows no such state; each says that nothing typed is lost and what to do.
import type { SubmissionFailureKind } from "~/domain/submission";

export const submissionTexts = {
  failure: {
    offline: "인터넷에 연결되어 있지 않아 보내지 못했습니다. 입력한 내용은 그대로 있으니 연결되면 다시 보내 주세요.",
    network: "연결이 끊겨 응답을 받지 못했습니다. 입력한 내용은 그대로 있습니다. 다시 보내도 한 번만 등록됩니다.",
    server: "일시적인 오류로 보내지 못했습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 보내 주세요. 다시 보내도 한 번만 등록됩니다.",
    rate: "요청이 많아 잠시 보낼 수 없습니다. 입력한 내용은 그대로 있습니다.",
    pending: "앞서 보낸 요청을 처리하고 있습니다. 잠시 후 다시 보내 주세요. 다시 보내도 한 번만 등록됩니다.",
    confirm: "안전한 접수를 위해 한 번 더 확인이 필요합니다. 입력한 내용은 그대로 있으니 다시 보내 주세요.",
    unknown: "응답이 늦어 저장되었는지 확인하지 못했습니다. 입력한 내용은 그대로 있으니 다시 보내 주세요. 이미 저장되었다면 한 번만 저장됩니다.",
  } satisfies Record<SubmissionFailureKind, string>,
  /** How long to wait before a refused form may be sent again. */
  waitSeconds: (seconds: number) => `${seconds}초 후에 다시 보낼 수 있습니다.`,
  retry: "다시 보내기",
  /** A form brought back after the login its post needed (utils/drafts.server.ts). */
  restored: "로그인하기 전에 작성하던 내용을 불러왔습니다. 확인하고 다시 보내 주세요.",
  /** A draft kept on this device (components/forms/local-draft.ts), brought back into its form. */
  restoredHere: "이 기기에 작성하던 내용을 불러왔습니다. 첨부파일은 다시 선택해 주세요.",
  discardDraft: "새로 작성",
  restoredWithoutFiles: "로그인하기 전에 작성하던 내용을 불러왔습니다. 첨부했던 파일은 보관되지 않으니 다시 선택해 주세요.",
} as const;
