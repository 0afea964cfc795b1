// The error boundary every route exports: 404 responses show the not-found page, anything else the
// generic page (001 §2.18). The page frame (header, footer) of the root stays around it.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./ErrorPage";

export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "generic"} />;
}
