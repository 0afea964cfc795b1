// /station/{streamerId}/setting/basic: 기본 설정 (001 §2.13), owner only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BasicSettingsForm } from "~/components/station/BasicSettingsForm";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { basicAction, basicLoader } from "~/upstream/station-settings.server";
import { titleMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => basicLoader(args);
export const action = (args: ActionFunctionArgs) => basicAction(args);

export const meta: MetaFunction<typeof loader> = ({ matches }) => titleMeta(matches, `${t.settings.items.basic} - ${t.settings.title}`);

export default function BasicSettings() {
  const { settings } = useLoaderData<typeof loader>();
  return <BasicSettingsForm settings={settings} />;
}

export const ErrorBoundary = SettingsErrorBoundary;
