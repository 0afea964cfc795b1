// /station/{streamerId}/store: the store entry of a station (001 §2.9), when the station has one.
import type { MetaFunction } from "@remix-run/node";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { useStationData } from "~/components/station/useStation";
import { stationMedia as t } from "~/i18n/ko/station/media";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = (args) => stationMeta(args, t.store.heading);

export default function StationStore() {
  const { sidebar, popups } = useStationData();
  return (
    <section aria-labelledby="store-heading">
      <h1 id="store-heading">{t.store.heading}</h1>
      {sidebar.flags.store ? (
        <>
          <p>{t.store.text}</p>
          <a href={popups.store} target="_blank" rel="noopener" className={styles.buttonPrimary}>
            {t.store.open}
          </a>
        </>
      ) : (
        <p className={styles.empty}>{t.store.disabled}</p>
      )}
    </section>
  );
}

export const ErrorBoundary = StationErrorBoundary;
