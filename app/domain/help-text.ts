// Texts the help forms build: the category templates (§9.3), the device block (§5.11) and the illegal
// report's four numbered lines (§5.10). The wording lives in i18n; the composition rules live here.
import { illegalContentLines } from "~/i18n/ko/help/illegal";
import { helpRules } from "~/i18n/ko/help/rules";
import { appendsDeviceBlock, PAYMENT_CATEGORY_IDS, type DeviceInfo, type FormType } from "./help";

export type TemplateContext = { isGuest: boolean; device: "pc" | "mobile" };

/** The content a category starts with: the ID line for guests only, then its questions. */
export function categoryTemplate(formType: FormType, categoryId: string, context: TemplateContext): string {
  if (formType === "objection") return "";
  const lines: string[] = [];
  if (context.isGuest) lines.push(helpRules.templates.guestId);
  if (formType === "inquiry") {
    lines.push(...(context.device === "mobile" ? helpRules.templates.mobile : helpRules.templates.pc));
    if (PAYMENT_CATEGORY_IDS.has(categoryId)) lines.push("", helpRules.templates.refund);
  } else {
    lines.push(...helpRules.templates.report);
  }
  return lines.join("\n");
}

export function deviceBlock(device: DeviceInfo): string {
  const { heading, line } = helpRules.device;
  return [heading, line("version", device.version), line("model", device.model), line("OS Version", device.osVersion)].join("\n");
}

export type ContentParts = { content: string; reporterName?: string; birth?: string; phoneNumber?: string };

/** The questionContents sent upstream: the illegal report's four lines, else the content plus the device block. */
export function submittedContent(formType: FormType, parts: ContentParts, device: DeviceInfo): string {
  const content = parts.content.trim();
  if (formType === "illegal") {
    return illegalContentLines(parts.reporterName ?? "", parts.birth ?? "", parts.phoneNumber ?? "", content);
  }
  return appendsDeviceBlock(formType) ? `${content}\n\n${deviceBlock(device)}` : content;
}
