// Typed access to the root loader's data from any component.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { LinkConfig } from "./links";

export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root") ?? undefined;
}

/** Link configuration for the external destination builders (utils/links). */
export function useLinkConfig(): LinkConfig {
  const data = useRootData();
  return (
    data?.links ?? { play: "", vod: "", station: "", loginUrl: "", appScheme: "", isApp: false }
  );
}

export function useViewer() {
  return useRootData()?.viewer ?? null;
}

/** The server's render time, so relative dates read the same on the server and after hydration. */
export function useNow(): number {
  return useRootData()?.now ?? Date.now();
}
