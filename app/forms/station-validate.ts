// Client-side checks of the station forms, loaded with import() when a field is first touched, so that
// zod and conform never weigh on a page's first load. Same schemas, same messages as the actions.
import { parseWithZod } from "@conform-to/zod/v4";
import { basicSchema } from "./station-basic";
import { postSchema, type PostSchemaContext } from "./station-post";

function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}

export function validatePost(formData: FormData, context: PostSchemaContext): Record<string, string> {
  const submission = parseWithZod(formData, { schema: postSchema(context) });
  return submission.status === "success" ? {} : firstErrors(submission.error);
}

export function validateBasic(formData: FormData): Record<string, string> {
  const submission = parseWithZod(formData, { schema: basicSchema });
  return submission.status === "success" ? {} : firstErrors(submission.error);
}
