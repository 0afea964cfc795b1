// A short message shown for 5 s (000 §9, 001 §9); lines are separated by '\n'.
export type Toast = {
  message: string;
  kind?: "info" | "success" | "error";
  /** An optional link under the message (e.g. '숨긴 스트리머 관리'). */
  link?: { href: string; label: string };
  /** A unique id so that the same text twice in a row still shows twice. */
  id?: string;
};

export const TOAST_DURATION_MS = 5000;
