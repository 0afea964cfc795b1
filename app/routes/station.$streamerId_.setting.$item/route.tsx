// /station/{streamerId}/setting/{item}: a settings page whose content the spec does not show (001 §2.13):
// its title and what it is for. Managers may enter only 금칙어 and 블랙리스트.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { SETTINGS_PAGES, type SettingsItemKey } from "~/domain/station-settings";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { requireSetting, settingsLayoutLoader } from "~/upstream/station-settings.server";
import { titleMeta } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const item = args.params.item as SettingsItemKey;
  if (!SETTINGS_PAGES.includes(item) || item === "basic") throw new Response("Not Found", { status: 404 });
  const { role } = await (await settingsLayoutLoader(args)).json();
  requireSetting(role, item);
  return json({ item });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  titleMeta(matches, data ? `${t.settings.items[data.item]} - ${t.settings.title}` : t.settings.title);

export default function SettingsItem() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="setting-heading">
      <h1 id="setting-heading">{t.settings.items[item]}</h1>
      <p>{t.settings.explain[item]}</p>
    </section>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
