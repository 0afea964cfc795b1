// /station/{streamerId}: the station layout (001 §2.9–2.12): the sidebar on pc (expanded or contracted),
// a compact bar with the menu on phones, the open layer, and the station's pages below. Unknown stations
// are the not-found page; blinded, sleeping, banned or blacklisted ones their own page (001 §8).
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { stationMeta } from "~/components/station/meta";
import { MobileBar, SidebarLayer, StationErrorBoundary, StationSidebar } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { useStationData, useWithParam } from "~/components/station/useStation";
import type { PageHandle } from "~/utils/handle";
import type { loader } from "./station-layout.server";

export { loader } from "./station-layout.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args);

export const handle: PageHandle = { layout: "station" };

/** Where the last layer link was, so that the layer opens beside it (remembered before its code loads). */
function rememberLayerAnchor(target: EventTarget | null) {
  const anchor = target instanceof Element ? target.closest("[data-layer-anchor]") : null;
  if (anchor) window.sessionStorage.setItem("stationLayerTop", String(anchor.getBoundingClientRect().top));
}

export default function StationLayout() {
  const { layer, prefs } = useStationData();
  const [contracted, setContracted] = useState(prefs.contracted);
  const [params, setParams] = useSearchParams();
  const withParam = useWithParam();
  const fold = (next: boolean) => {
    setContracted(next);
    // Every layer closes when the sidebar expands or contracts (001 §4.5).
    if (params.has("layer")) {
      params.delete("layer");
      setParams(params, { preventScrollReset: true, replace: true });
    }
  };
  return (
    <div className={styles.layout} data-contracted={contracted} onClickCapture={(event) => rememberLayerAnchor(event.target)}>
      <StationSidebar contracted={contracted} onFold={fold} />
      <div className={styles.content}>
        <MobileBar />
        <Outlet />
      </div>
      {/* Beside the expanded sidebar on pc (CSS hides it beside the contracted one), a sheet on phones. */}
      {layer ? <SidebarLayer layer={layer} closeHref={withParam("layer", null)} /> : null}
    </div>
  );
}

export const ErrorBoundary = StationErrorBoundary;
