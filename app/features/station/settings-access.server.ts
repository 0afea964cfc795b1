// Who may enter the station's settings (001 §2.13, §6), shared by the settings layout and its pages:
// the owner everything, managers 금칙어 and 블랙리스트, others the 403 page; guests log in first.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { canEnterSetting, settingsRole, type SettingsItemKey, type SettingsRole } from "~/domain/station-settings";
import { station as t } from "~/i18n/ko/station";
import { requireMember } from "~/features/session/viewer.server";
import type { CallContext } from "~/upstream/transport.server";
import { getStation } from "~/upstream/clients/channel.server";
import { getConfig } from "~/utils/env.server";
import { requireStreamerId, throwRefusal, throwStationError } from "./station-guards.server";

/** Settings are for the owner and managers; guests log in first, everyone else gets the 403 page. */
export async function requireRole(ctx: CallContext, streamerId: string): Promise<Exclude<SettingsRole, null>> {
  await requireMember(ctx);
  const found = await getStation(ctx, streamerId);
  if (!found.ok) {
    if (found.refusal.kind === "station") throwStationError(found.refusal.error);
    throwRefusal(found.refusal);
  }
  const role = settingsRole(found.data.auth);
  if (!role) throw json({ settingsDenied: "station", title: t.settings.forbiddenTitle }, { status: 403 });
  return role;
}

export function requireSetting(role: SettingsRole, item: SettingsItemKey) {
  if (!canEnterSetting(role, item)) throw json({ settingsDenied: "item", title: t.settings.forbiddenTitle }, { status: 403 });
}

/** The settings layout's data: the station, the viewer's role and the item host's pages of the menu. */
export async function settingsAccess({ request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">) {
  const streamerId = requireStreamerId(params);
  const role = await requireRole({ request, context }, streamerId);
  const { item } = getConfig().links;
  return { streamerId, role, external: { income: `${item}/point/income`, starballoon: `${item}/point/gift?gifttype=1` } };
}
