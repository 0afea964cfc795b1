// Texts of the help centre (002), one module per part so that each page loads only its own texts.
import { helpChatbot } from "./help/chatbot";
import { helpForm } from "./help/form";
import { helpFormNotices } from "./help/form-notices";
import { helpIllegal } from "./help/illegal";
import { helpIllegalGuide } from "./help/illegal-guide";
import { helpInquiries } from "./help/inquiries";
import { helpPages } from "./help/pages";
import { helpRules } from "./help/rules";
import { helpShared } from "./help/shared";

export const help = {
  ...helpShared,
  ...helpPages,
  ...helpForm,
  ...helpFormNotices,
  ...helpIllegal,
  ...helpIllegalGuide,
  ...helpRules,
  ...helpInquiries,
  ...helpChatbot,
} as const;
