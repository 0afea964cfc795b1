// The help area's calls on the reference upstream. Filled in by the issue that builds the area.
import type { UpstreamModule } from "../types";

export const helpModule: UpstreamModule = {
  name: "help",
  version: 1,
  tables: [],
  migrate() {},
};
