// The error boundary every route exports: 404 responses show the not-found page (with the lives its answer carries),
// anything else the generic page (001 §2.18). The page frame (header, footer) of the root stays around it.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { LiveLink } from "~/domain/live";
import { ErrorPage } from "./ErrorPage";

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="generic" />;
  // The not-found route's 404 carries the lives most watched now (routes/$/not-found.server.ts).
  const lives = (error.data as { lives?: LiveLink[] } | null)?.lives;
  return <ErrorPage kind="notFound" lives={Array.isArray(lives) ? lives : []} />;
}
