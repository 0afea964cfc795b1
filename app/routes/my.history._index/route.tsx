// /my/history: the first sub-tab, 최근 본 스트리머의 LIVE. It only redirects, so it has no meta of its
// own (the history layout's title applies); see my._index.
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export { loader } from "./history-index.server";

export const ErrorBoundary = RouteErrorBoundary;
