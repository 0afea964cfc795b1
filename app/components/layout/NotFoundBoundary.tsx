// The error boundary of the not-found routes (a path no page has, an old station link to no station): the not-found
// page with the ways on its answer carries (features/not-found: a search box and the lives on air, as the server's
// HTML), other errors the generic page. A module of their own, so that no other page's JS carries it.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./ErrorPage";

export function NotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="generic" />;
  const waysOn = (error.data as { waysOn?: unknown } | null)?.waysOn;
  return (
    <ErrorPage kind="notFound">
      {/* A form and links, rendered by the server: they work as they are. */}
      {typeof waysOn === "string" ? <div className="not-found-ways" dangerouslySetInnerHTML={{ __html: waysOn }} /> : null}
    </ErrorPage>
  );
}
