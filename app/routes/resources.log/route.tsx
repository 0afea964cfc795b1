// POST /resources/log: impression and click logs from navigator.sendBeacon (000 §7.6); event-log.server.ts.
export { action, loader } from "./event-log.server";
