// The action of a resource route for signed-in viewers (/resources/favorite, banner-alarm, card-action):
// the page to come back to (same-origin only), the form checked with its schema (a form that does not
// parse goes back with the generic failure toast) and guests sent to login, coming back; then the
// route's own handling.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { common } from "~/i18n/ko/common";
import { getViewer } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { oncePerKey } from "./once-per-key.server";

export type MemberPost<Input> = { request: Request; ctx: CallContext; returnTo: string; input: Input };

/** `fieldsOf` reads the posted fields (all of them as they came, by default). */
export function memberAction<Schema extends z.ZodTypeAny>(
  schema: Schema,
  handle: (post: MemberPost<z.output<Schema>>) => Promise<Response>,
  fieldsOf: (formData: FormData) => Record<string, unknown> = (formData) => Object.fromEntries(formData),
) {
  // Each post once per form key: a double tap or a retry after a failure changes the member's things once.
  return oncePerKey(async ({ request, context }: ActionFunctionArgs): Promise<Response> => {
    const form = fieldsOf(await formDataOf(request));
    const returnTo = safeReturnPath(form.returnTo ?? "/", new URL(request.url).origin);
    const parsed = schema.safeParse(form);
    if (!parsed.success) return redirectWithToast(request, returnTo, { message: common.messages.genericFailure, kind: "error" });
    const ctx = { request, context };
    if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, returnTo));
    return handle({ request, ctx, returnTo, input: parsed.data });
  });
}
