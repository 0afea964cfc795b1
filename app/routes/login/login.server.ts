// /login?returnTo=…: sends the user to the upstream login page with a same-origin request_uri.
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { safeReturnPath } from "~/utils/return-url";
import { loginUrlFor } from "~/utils/login-url.server";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo") ?? "/", url.origin);
  return redirect(loginUrlFor(request, returnTo));
}
