// /station/{streamerId}/setting/{item}: a settings page whose content the spec does not show (001 §2.13):
// its title and what it is for. Managers may enter only 금칙어 and 블랙리스트.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./setting-item.server";

export { loader } from "./setting-item.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

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
