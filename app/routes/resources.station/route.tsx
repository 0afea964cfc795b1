// POST /resources/station: push on/off for a station (001 §4.4, §7.1) and the station's remembered
// choices without JS (boards open, sidebar contracted). Each answers with a redirect back here.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { stationResourceAction } from "~/upstream/station-pages.server";

export const action = (args: ActionFunctionArgs) => stationResourceAction(args);

export function loader() {
  return redirect("/");
}
