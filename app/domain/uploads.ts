// Attachment limits of the help-centre forms (002 §5.7, §9.1): total size 10 MB (10485760 bytes).
export const ATTACHMENT_TOTAL_BYTES = 10_485_760;
export const ATTACHMENT_TOTAL_MB = 10;
