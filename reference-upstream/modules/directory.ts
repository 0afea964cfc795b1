// The directory area's calls on the reference upstream. Filled in by the issue that builds the area.
import type { UpstreamModule } from "../types";

export const directoryModule: UpstreamModule = {
  name: "directory",
  version: 1,
  tables: [],
  migrate() {},
};
