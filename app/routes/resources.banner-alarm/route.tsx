// POST /resources/banner-alarm: reserve or cancel a top banner's broadcast alarm (000 §4.4, §7.2);
// banner-alarm.server.ts.
export { action, loader } from "./banner-alarm.server";
