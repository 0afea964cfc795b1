// The station area's calls on the reference upstream. Filled in by the issue that builds the area.
import type { UpstreamModule } from "../types";

export const stationModule: UpstreamModule = {
  name: "station",
  version: 1,
  tables: [],
  migrate() {},
};
