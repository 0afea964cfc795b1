// Texts server.ts sends outside Remix (plain error pages: too many requests, a cross-site post, a body
// too large), and the proxy's page for when no instance answers. Only the server sends them, so they stay out of the pages' JS.
import { helpRules } from "./help/rules";

export const serverErrors = {
  tooManyRequests: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  crossSite: "허용되지 않은 요청입니다.",
  /** A page shed while the instance is saturated (server/admission.ts): the truth, and when to try again. */
  busy: {
    title: "지금 접속이 많아 페이지를 열지 못했습니다.",
    text: (seconds: number) => `${seconds}초 후에 다시 시도해 주세요. 잠시 뒤에는 정상적으로 이용하실 수 있습니다.`,
  },
  /** The help forms' size message (002 §5). */
  payloadTooLarge: helpRules.errors.fileSize,
  /** The proxy's own page when no instance could answer (docs/deploy/unavailable.html): a post may
   * have been received before its instance went away, and the same form sent again is answered as the first. */
  proxyUnavailable: {
    title: "일시적으로 연결이 원활하지 않습니다.",
    text: "요청을 처리하는 중에 연결이 끊어졌습니다. 보내신 글이나 문의가 이미 접수되었을 수 있습니다. 같은 양식을 다시 보내도 두 번 접수되지 않으니 안심하고 다시 보내 주세요.",
  },
} as const;
