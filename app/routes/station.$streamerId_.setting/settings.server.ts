// The settings layout's loader (001 §2.13): the role decides the side menu; no role is the 403 page.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { settingsAccess } from "~/features/station/settings-access.server";

export async function loader(args: LoaderFunctionArgs) {
  return json(await settingsAccess(args));
}
