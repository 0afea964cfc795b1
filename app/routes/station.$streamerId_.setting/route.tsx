// /station/{streamerId}/setting/…: station management (001 §2.13). The side menu (pc only) shows the
// groups and items of the viewer's role; viewers who are neither owner nor manager get the 403 page.
import type { MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { stationMeta } from "~/components/station/meta";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import type { PageHandle } from "~/utils/handle";
import { SettingsMenu } from "./SettingsMenu";
import type { loader } from "./settings.server";

export { loader } from "./settings.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, args.error ? undefined : t.settings.title);

export const handle: PageHandle = { layout: "station" };

export default function SettingsLayout() {
  const { streamerId, role, external } = useLoaderData<typeof loader>();
  return (
    <div className={styles.settings}>
      <SettingsMenu streamerId={streamerId} role={role} external={external} />
      <div className={styles.content}>
        <p className={styles.hint}>
          <Link to={`/station/${encodeURIComponent(streamerId)}`}>{t.settings.home}</Link> · {t.settings.title}
        </p>
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
