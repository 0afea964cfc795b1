// The form fields of an action's request. server/security.ts has refused bodies that are no form at all
// (none, JSON, text/plain); a multipart body that breaks off or is garbled still fails to parse here, and
// that is the client's fault: 400 with the generic page, never a 500.
import { plainErrorResponse } from "./plain-page.server";

/**
 * A form without files (every action's but the upload forms', which readMultipart reads) is a few fields of
 * text: 256 KB holds the largest (a station's settings) many times over. A body of hundreds of thousands of
 * tiny fields under the server's own cap (MAX_BODY_MB) took the one event loop for a second to parse: it is
 * refused from its length (a body without one has been refused by server/security.ts), never read.
 */
export const FORM_MAX_BYTES = 256 * 1024;

export async function formDataOf(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw plainErrorResponse(413);
  try {
    return await request.formData();
  } catch {
    throw plainErrorResponse(400);
  }
}
