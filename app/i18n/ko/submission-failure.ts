// What the page says of a post that did not get through (domain/submission.ts): in the form (SubmissionProblem)
// or as a toast for a one-tap form. All ours: the spec shows no such state. A module of its own: the toast loads it
// at the first input (entry.client.tsx), not with the page.
import type { SubmissionFailureKind } from "~/domain/submission";

export const submissionFailureTexts = {
  failure: {
    offline: "인터넷에 연결되어 있지 않아 보내지 못했습니다. 연결되면 다시 보내 주세요.",
    network: "연결이 끊겨 응답을 받지 못했습니다. 다시 보내도 한 번만 처리됩니다.",
    server: "일시적인 오류로 보내지 못했습니다. 잠시 후 다시 보내 주세요. 다시 보내도 한 번만 처리됩니다.",
    rate: "요청이 많아 잠시 보낼 수 없습니다.",
    pending: "앞서 보낸 요청을 처리하고 있습니다. 잠시 후 다시 보내 주세요.",
    confirm: "안전한 접수를 위해 한 번 더 확인이 필요합니다. 다시 보내 주세요.",
    unknown: "응답이 늦어 처리되었는지 확인하지 못했습니다. 다시 보내도 한 번만 처리됩니다.",
    busy: "지금 이용자가 많아 보내지 못했습니다.",
  } satisfies Record<SubmissionFailureKind, string>,
  /** Said of a form whose post failed: nothing of it is lost. */
  kept: "입력한 내용은 그대로 있습니다.",
  /** How long to wait before a refused form may be sent again. */
  waitSeconds: (seconds: number) => `${seconds}초 후에 다시 보낼 수 있습니다.`,
} as const;
