// Texts of the floating AI assistant (001 §2.15, §4.8). The spec gives none of these labels; they are
// short and plain (docs/choices.md).
import { common } from "./common";

export const assistant = {
  /** The icon's accessible name: opens the panel. */
  open: (nick: string) => `AI 어시스턴트 ${nick} 열기`,
  /** The icon's name on the screen. */
  label: "AI 어시스턴트",
  /** The icon's close button: turns the toggle off. */
  turnOff: "AI 어시스턴트 끄기",
  /** Shown in the hidden-icon state: turns the toggle on again. */
  turnOn: "AI 어시스턴트 켜기",
  panel: (nick: string) => `AI 어시스턴트 ${nick}`,
  frameTitle: "AI 어시스턴트 대화",
  closePanel: common.layout.close,
  /** Toasts after the actions (the REMOVE_TOKEN toast of §4.8 and the toggle). */
  removed: "AI 어시스턴트 연결이 해제되었습니다.",
  turnedOff: "AI 어시스턴트를 껐습니다.",
  turnedOn: "AI 어시스턴트를 켰습니다.",
};
