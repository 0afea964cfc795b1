// Texts of the station area (001 §2.9–2.14, §4.3–4.7, §5, §6, §8), one module per part so that each page
// loads only its own texts; components import the part they need.
import { stationLayout } from "./station/layout";
import { stationMedia } from "./station/media";
import { stationPaging } from "./station/paging";
import { stationPostEdit } from "./station/post-edit";
import { stationPosts } from "./station/posts";
import { stationProblems } from "./station/problems";
import { stationSettings } from "./station/settings";

export const station = {
  ...stationLayout,
  ...stationProblems,
  ...stationPosts,
  ...stationPostEdit,
  ...stationMedia,
  ...stationSettings,
  paging: stationPaging,
} as const;
