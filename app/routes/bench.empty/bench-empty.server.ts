import { getConfig } from "~/utils/env.server";

/** Nothing to load: the route only answers 404 unless the benchmarks asked for it. */
export function loader() {
  if (!getConfig().benchRoute) throw new Response(null, { status: 404 });
  return null;
}
