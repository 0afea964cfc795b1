// The 403 page of the settings for viewers who may not enter (001 §6); other problems as on station pages.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import styles from "./station.module.css";
import { StationProblem } from "./StationProblem";

const s = t.settings;

export function SettingsProblem() {
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) && error.status === 403 ? (error.data as { settingsDenied?: string } | null)?.settingsDenied : undefined;
  if (!denied) return <StationProblem />;
  return (
    <section className={styles.problem} aria-labelledby="settings-denied" data-settings-denied={denied}>
      <h1 id="settings-denied">{s.forbiddenTitle}</h1>
      <p>{denied === "item" ? s.forbiddenItem : s.forbiddenText}</p>
      <Link to=".." relative="path" className={styles.button}>
        {s.toHome}
      </Link>
    </section>
  );
}
