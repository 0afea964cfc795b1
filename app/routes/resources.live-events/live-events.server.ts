import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveEventStream } from "~/features/live-events/stream.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return liveEventStream(request, context);
}
