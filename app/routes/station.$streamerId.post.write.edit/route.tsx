// /station/{streamerId}/post/write/edit reads both as the edit page of a post numbered 'write' and as the write
// page of a board numbered 'edit': two routes of the same rank, which the server and the browser's route
// manifest order differently, so that React rendered a route whose data the server had not loaded (a 500).
// This address outranks both, and is neither page: 404 (tests/unit/routes/one-route-per-address.test.ts).
import { StationErrorBoundary } from "~/components/station/lazy";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

/** Never shown: the loader always throws. */
export default function AmbiguousAddress() {
  return null;
}

export const ErrorBoundary = StationErrorBoundary;
