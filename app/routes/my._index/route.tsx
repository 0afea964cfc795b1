// /my: the first tab, 즐겨찾기. It only redirects, so it has no meta of its own (the layout's title
// applies) and imports none of the area's texts: the texts then share one chunk with the area's blocks.
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export { loader } from "./my-index.server";

export const ErrorBoundary = RouteErrorBoundary;
