// Attachment limits of the help-centre forms (002 §5.7, §9.1): total size 10 MB (10485760 bytes).
export const ATTACHMENT_TOTAL_BYTES = 10_485_760;
export const ATTACHMENT_TOTAL_MB = 10;
/** The pages of the help forms that take attachments (002 §2.8–2.10), by form type. Here rather than in
 * help.ts so that the server's own bundle can take them (server/security.ts: a post too large to read is
 * answered by its form's page). */
export const HELP_FORM_PATHS = {
  inquiry: "/help/inquiry",
  report: "/help/report/content",
  illegal: "/help/report/illegal",
  objection: "/help/objection",
} as const;
/** Parts one upload post may hold (a help form: about 15 fields and at most 3 files; a station post: fewer)
 * with room to spare; more is a part bomb, refused before parsing. */
export const MULTIPART_MAX_PARTS = 100;

/** The name an attachment is sent upstream with (where it is kept only as data): the last path segment,
 * NFC, no control characters, at most 200 characters with the extension kept. */
export function safeUploadName(name: string): string {
  const base = name
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .split(/[/\\]/)
    .pop()!
    .trim();
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot) : "";
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return (
    (Array.from(stem)
      .slice(0, 200 - extension.length)
      .join("") || "file") + extension
  );
}
