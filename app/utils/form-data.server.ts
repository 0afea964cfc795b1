// The form fields of an action's request. server/security.ts has refused bodies that are no form at all
// (none, JSON, text/plain); a multipart body that breaks off or is garbled still fails to parse here, and
// that is the client's fault: 400 with the generic page, never a 500 (issue 19).
import { plainErrorResponse } from "./plain-page.server";

export async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw plainErrorResponse(400);
  }
}
