// Texts server.ts sends outside Remix (plain error pages: too many requests, a cross-site post, a body
// too large). Only the server sends them, so they stay out of the pages' JS.
import { helpRules } from "./help/rules";

export const serverErrors = {
  tooManyRequests: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  crossSite: "허용되지 않은 요청입니다.",
  /** The help forms' size message (002 §5). */
  payloadTooLarge: helpRules.errors.fileSize,
} as const;
