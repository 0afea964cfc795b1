// POST /logout: the upstream ends the session, then comes back to the home page.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getConfig } from "~/utils/env.server";

export function action({ request }: ActionFunctionArgs) {
  const home = new URL("/", request.url).toString();
  return redirect(`${getConfig().logoutUrl}?${new URLSearchParams({ request_uri: home })}`);
}

export function loader() {
  return redirect("/");
}
