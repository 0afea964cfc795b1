// The settings side menu (001 §2.13; pc only): the groups and items of the viewer's role.
import { NavLink } from "@remix-run/react";
import styles from "~/components/station/station.module.css";
import { EXTERNAL_SETTINGS, settingsMenu, type SettingsItemKey, type SettingsRole } from "~/domain/station-settings";
import { stationSettings as t } from "~/i18n/ko/station/settings";

const s = t.settings;

export function SettingsMenu({ streamerId, role, external }: { streamerId: string; role: SettingsRole; external: Partial<Record<SettingsItemKey, string>> }) {
  const base = `/station/${encodeURIComponent(streamerId)}/setting`;
  return (
    <nav className={styles.settingsMenu} aria-label={s.menu}>
      {settingsMenu(role).map((group) => (
        <div key={group.key} data-group={group.key}>
          <h2>{s.groups[group.key]}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                {EXTERNAL_SETTINGS.includes(item) ? (
                  <a href={external[item]} target="_blank" rel="noopener" className={styles.external}>
                    {s.items[item]}
                  </a>
                ) : (
                  <NavLink to={`${base}/${item}`}>{s.items[item]}</NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
