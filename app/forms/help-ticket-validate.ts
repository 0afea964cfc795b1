// Client-side validation of the help forms, loaded with import() when a field is first touched, so that
// zod and conform never weigh on the page's first load. Same schema, same messages as the action.
import { parseWithZod } from "@conform-to/zod/v4";
import { ticketSchema, type TicketSchemaContext } from "./help-ticket";

/** The first message of each invalid field. */
export async function validateTicket(formData: FormData, context: TicketSchemaContext): Promise<Record<string, string>> {
  const submission = await parseWithZod(formData, { schema: ticketSchema(context), async: true });
  if (submission.status === "success") return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}
