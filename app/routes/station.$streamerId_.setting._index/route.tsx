// /station/{streamerId}/setting: the first page the role may enter (owner: 기본 설정, manager: 금칙어).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { firstSetting } from "~/domain/station-settings";
import { settingsLayoutLoader } from "~/upstream/station-settings.server";

export async function loader(args: LoaderFunctionArgs) {
  const { role, streamerId } = await (await settingsLayoutLoader(args)).json();
  return redirect(`/station/${encodeURIComponent(streamerId)}/setting/${firstSetting(role)}`);
}

export default function SettingsIndex() {
  return null;
}

export const ErrorBoundary = SettingsErrorBoundary;
