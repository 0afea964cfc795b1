// The my area's calls on the reference upstream. Filled in by the issue that builds the area.
import type { UpstreamModule } from "../types";

export const myModule: UpstreamModule = {
  name: "my",
  version: 1,
  tables: [],
  migrate() {},
};
