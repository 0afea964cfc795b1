// /station/{streamerId}/setting/basic: 기본 설정 (001 §2.13), owner only.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { titleMeta } from "~/utils/meta";
import { BasicSettingsForm } from "./BasicSettingsForm";
import type { loader } from "./basic.server";

export { action, loader } from "./basic.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) => titleMeta(matches, `${t.settings.items.basic} - ${t.settings.title}`);

export default function BasicSettings() {
  const { settings } = useLoaderData<typeof loader>();
  return <BasicSettingsForm settings={settings} />;
}

export const ErrorBoundary = SettingsErrorBoundary;
