// A settings page whose content the spec does not show (001 §2.13): known items only (not 기본 설정,
// which has its own page), entered by the roles that may.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { SETTINGS_PAGES, type SettingsItemKey } from "~/domain/station-settings";
import { requireSetting, settingsAccess } from "~/features/station/settings-access.server";

export async function loader(args: LoaderFunctionArgs) {
  const item = args.params.item as SettingsItemKey;
  if (!SETTINGS_PAGES.includes(item) || item === "basic") throw new Response("Not Found", { status: 404 });
  const { role } = await settingsAccess(args);
  requireSetting(role, item);
  return json({ item });
}
