// /station/{streamerId}/subscribe: '구독' without JS (001 §4.7). The subscription info decides: the
// subscription page directly (auto, or no ticket held), or the question whether to use an owned ticket;
// using it is a form post whose result comes back as a toast on the station.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { UseTicketDialog } from "~/components/station/SubscribeButton";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import type { loader } from "./subscribe.server";

export { action, loader } from "./subscribe.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = (args) => stationMeta(args, t.subscription.title);

export default function Subscribe() {
  const step = useLoaderData<typeof loader>();
  const streamerId = useParams().streamerId ?? "";
  return (
    <UseTicketDialog
      streamerId={streamerId}
      productName={step.productName}
      coupon={step.coupon}
      pageUrl={step.pageUrl}
      closeHref={`/station/${encodeURIComponent(streamerId)}`}
    />
  );
}

export const ErrorBoundary = StationErrorBoundary;
