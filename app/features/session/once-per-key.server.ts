// The one-tap forms' actions: the sender's session checked (senderOf), then the change run once per form key by
// the submission mechanism (utils/submission.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { formDataOf } from "~/utils/form-data.server";
import { currentPath } from "~/utils/login-url.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { admitChange, completed, fingerprintOf, once, SubmissionHeld, submissionKeyOf } from "~/utils/submission.server";
import { senderOf } from "./viewer.server";

/**
 * An action whose posts change a member's things (a favourite, a card's action, a group, a list's delete, a post's
 * pin), run once per form key: a repeat of one post (a double tap, a retry after a failure the browser saw) is
 * answered as the first; the page render's key serves all of its forms, which the action's address and what they
 * send tell apart. Such actions answer with a redirect back and a toast, success or refusal alike, and that answer
 * is the outcome kept (the page that follows brings a new key, so pressing again afterwards is a new post); a form
 * sent back with its errors is not. A post without a key is run as it is.
 */
export function oncePerKey(action: (args: ActionFunctionArgs) => Promise<Response>) {
  return async (args: ActionFunctionArgs): Promise<Response> => {
    const formData = await formDataOf(args.request.clone());
    try {
      admitChange(args.context);
      // A member's change whose session could not be checked is held here, before the action would take them for a guest.
      const viewer = await senderOf({ request: args.request, context: args.context });
      const key = submissionKeyOf(formData);
      if (!key) return await action(args);
      const fingerprint = fingerprintOf(formData);
      const id = { scope: `${new URL(args.request.url).pathname}:${fingerprint}`, owner: viewer?.userId ?? null, key, fingerprint };
      return await once(args.context, id, async () => {
        const response = await action(args);
        return response.status >= 300 && response.status < 400 ? completed(response) : response;
      });
    } catch (error) {
      if (!(error instanceof SubmissionHeld)) throw error;
      // Back to the page the form was on, which says why and may be sent again.
      const back = safeReturnPath(formData.get("returnTo") ?? currentPath(args.request), new URL(args.request.url).origin);
      return redirectWithToast(args.request, back, { message: error.toastText, kind: "error" });
    }
  };
}
