// What a held form drawn on a page of its own says beside the form's failure (components/forms/HeldForm.tsx). Ours:
// the spec shows no such state. A module of its own: only that page, drawn by an error boundary, loads it.
export const heldFormTexts = {
  /** Files cannot be sent back from that page. */
  withoutFiles: "첨부했던 파일은 이 화면에서 다시 보낼 수 없습니다. 보낸 뒤에 수정하여 다시 첨부해 주세요.",
} as const;
