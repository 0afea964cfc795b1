// One schema per help form type (002 §5, §5.8): inquiry, content report, illegal report, objection.
// Written with zod/v4-mini so that the browser can load it lazily (first touched field) and validate
// with exactly the rules and messages the action applies with parseWithZod (async: the attachments'
// contents are read to check their magic bytes).
import * as z from "zod/v4-mini";
import {
  allowedExtensions,
  ATTACHMENT_MAX_COUNT,
  browserLineBreaks,
  CONTENT_MAX,
  CONTENT_MIN,
  contentMatchesExtension,
  digitsOnly,
  extensionOf,
  hasField,
  isContentEmpty,
  isValidEmail,
  isValidMobile,
  REPORTER_NAME_MIN,
  SNIFF_BYTES,
  TITLE_MAX,
  TITLE_MIN,
  TYPE_WORD,
  type FormType,
} from "~/domain/help";
import { ATTACHMENT_TOTAL_BYTES, ATTACHMENT_TOTAL_MB } from "~/domain/uploads";
import { helpRules } from "~/i18n/ko/help/rules";

const e = helpRules.errors;

export type TicketSchemaContext = {
  formType: FormType;
  /** The chosen category's template: content left unchanged counts as empty (§5.6). */
  template: string;
  /** Files already uploaded in an earlier, rejected submission: they count towards the limits. */
  uploaded?: { count: number; bytes: number };
  /**
   * In the browser, which checks synchronously as the user goes: what each chosen file's content was read to be
   * (true: it is what its name says; undefined: not read yet, taken as it is until then). On the server the
   * content is read by the schema itself.
   */
  contentOf?: (file: File) => boolean | undefined;
};

/** A file's name as a message names it: a name of any length is the sender's, the message's line is ours. */
export const shortName = (name: string) => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

/** §5.7 by name: an extension the form takes. */
const hasAllowedExtension = (formType: FormType, file: File) => allowedExtensions(formType).includes(extensionOf(file.name));

/** §5.7 by content: the first bytes are what the extension says (a renamed program is not a picture). */
export async function contentMatches(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return contentMatchesExtension(extensionOf(file.name), head);
}

/** Why a file may not be attached, if it may not: empty (there is nothing to attach), or not of a kind the form takes. */
export async function refusalOf(formType: FormType, file: File): Promise<"empty" | "type" | null> {
  if (file.size === 0) return "empty";
  if (!hasAllowedExtension(formType, file) || !(await contentMatches(file))) return "type";
  return null;
}

/** §5.7: the files of one submission, checked by count and total size (with the ones already uploaded; 10 MB
 * is allowed, one byte more is not: '이하'), and each one: not empty (a message of its own that names it), by
 * name and by content. */
export function attachmentsSchema(context: TicketSchemaContext) {
  const uploaded = context.uploaded ?? { count: 0, bytes: 0 };
  const nonEmpty = (files: File[]) => files.filter((file) => file.size > 0);
  const { contentOf } = context;
  return z.array(z.file()).check(
    z.refine((files) => files.length + uploaded.count <= ATTACHMENT_MAX_COUNT, e.fileCount(ATTACHMENT_MAX_COUNT)),
    z.refine((files) => files.reduce((sum, file) => sum + file.size, uploaded.bytes) <= ATTACHMENT_TOTAL_BYTES, e.fileSize(ATTACHMENT_TOTAL_MB)),
    z.refine((files) => files.every((file) => file.size > 0), {
      error: (issue) => e.fileEmpty((issue.input as File[]).filter((file) => file.size === 0).map((file) => shortName(file.name))),
    }),
    z.refine((files) => nonEmpty(files).every((file) => hasAllowedExtension(context.formType, file)), e.fileType),
    contentOf
      ? z.refine((files) => nonEmpty(files).every((file) => contentOf(file) !== false), e.fileType)
      : z.refine(async (files) => {
          for (const file of nonEmpty(files)) if (hasAllowedExtension(context.formType, file) && !(await contentMatches(file))) return false;
          return true;
        }, e.fileType),
  );
}

const requiredText = (required: string) =>
  z.string(required).check(
    z.trim(),
    z.refine((value) => value !== "", required),
  );

export function ticketSchema(context: TicketSchemaContext) {
  const { formType, template } = context;
  const word = TYPE_WORD[formType];
  const title = helpRules.reporterTitle;

  const shape = {
    mainCategory: hasField(formType, "mainCategory") ? z.string(e.mainCategory(word)) : z.optional(z.string()),
    subCategory: hasField(formType, "subCategory") ? z.string(e.subCategory) : z.optional(z.string()),
    customerEmail: z.string(e.email).check(z.trim(), z.refine(isValidEmail, e.email)),
    reporterName: hasField(formType, "reporterName")
      ? requiredText(e.reporterNameRequired(title)).check(z.refine((value) => value.length >= REPORTER_NAME_MIN, e.reporterNameMin(title)))
      : z.optional(z.string()),
    birth: z.optional(z.pipe(z.string(), z.transform(digitsOnly))),
    phoneNumber: hasField(formType, "phoneNumber")
      ? z.pipe(requiredText(e.phoneRequired).check(z.refine(isValidMobile, e.phoneInvalid)), z.transform(digitsOnly))
      : z.optional(z.string()),
    title: requiredText(e.titleRequired).check(
      z.refine((value) => value === "" || value.length >= TITLE_MIN, e.titleMin),
      z.refine((value) => value.length <= TITLE_MAX, e.titleMax),
    ),
    content: z.string(e.contentRequired).check(
      z.overwrite(browserLineBreaks),
      z.refine((value) => !isContentEmpty(value, template), e.contentRequired),
      z.refine((value) => isContentEmpty(value, template) || value.trim().length >= CONTENT_MIN, e.contentMin),
      z.refine((value) => value.length <= CONTENT_MAX, e.contentMax),
    ),
    attachedFiles: z.optional(attachmentsSchema(context)),
    agreement: z.literal("on", e.agreement),
  };
  return z.object(shape);
}
