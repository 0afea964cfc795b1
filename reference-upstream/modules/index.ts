// Every module of the reference upstream, in seeding order (core first). Each area owns its file.
import type { UpstreamModule } from "../types";
import { authModule } from "./auth";
import { cardsModule } from "./cards";
import { coreModule } from "./core";
import { directoryModule } from "./directory";
import { extrasModule } from "./extras";
import { feedModule } from "./feed";
import { helpModule } from "./help";
import { homeModule } from "./home";
import { linkTargetsModule } from "./link-targets";
import { livelinessModule } from "./liveliness";
import { mediaModule } from "./media";
import { myModule } from "./my";
import { promotionsModule } from "./promotions";
import { searchModule } from "./search";
import { stationModule } from "./station";

export const MODULES: UpstreamModule[] = [
  coreModule,
  authModule,
  mediaModule,
  // Before link-targets: its /st/hiddenbj page must win over /st/:userId.
  cardsModule,
  linkTargetsModule,
  homeModule,
  promotionsModule,
  directoryModule,
  // The station module owns the one post table (station_posts); search, my and feed list its rows.
  stationModule,
  searchModule,
  myModule,
  feedModule,
  extrasModule,
  helpModule,
  livelinessModule,
];
