// The feed area's calls on the reference upstream. Filled in by the issue that builds the area.
import type { UpstreamModule } from "../types";

export const feedModule: UpstreamModule = {
  name: "feed",
  version: 1,
  tables: [],
  migrate() {},
};
