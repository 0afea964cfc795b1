// POST /resources/station: push on/off for a station (001 §4.4, §7.1) and the station's remembered
// choices without JS (boards open, sidebar contracted). Each answers with a redirect back here.
export { action, loader } from "./station-resource.server";
