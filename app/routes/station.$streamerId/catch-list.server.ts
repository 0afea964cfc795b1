// The Catch and Catch story pages' loader (001 §2.9), shared by /catch and /catchstory: 20 vertical
// cards a page.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getStationCatch } from "~/upstream/station.server";
import { requireStreamerId } from "./station-guards.server";

export async function catchLoader({ request, params, context }: LoaderFunctionArgs, kind: "catch" | "story") {
  const streamerId = requireStreamerId(params);
  const page = Math.max(1, Math.min(9999, Number(new URL(request.url).searchParams.get("page")) || 1));
  return json(await getStationCatch({ request, context }, streamerId, kind, page));
}
