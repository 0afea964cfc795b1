// An empty page inside the root layout: the baseline that `npm run bench` compares every page's
// throughput with (the root loader and layout, nothing of a page's own). Not linked from anywhere, and served only
// to the benchmarks (BENCH_ROUTE=1): elsewhere it is the not-found page.
import type { MetaFunction } from "@remix-run/node";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";
export { loader } from "./bench-empty.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function EmptyBenchmarkPage() {
  return null;
}
