// /setting itself: the first page the role may enter (owner: 기본 설정, manager: 금칙어).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { firstSetting } from "~/domain/station-settings";
import { settingsAccess } from "~/features/station/settings-access.server";

export async function loader(args: LoaderFunctionArgs) {
  const { role, streamerId } = await settingsAccess(args);
  return redirect(`/station/${encodeURIComponent(streamerId)}/setting/${firstSetting(role)}`);
}
