// Any path no other route matches: the not-found page inside the normal page frame.
import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { common } from "~/i18n/ko/common";

export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: common.errors.notFoundTitle }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
