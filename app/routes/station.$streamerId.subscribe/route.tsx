// /station/{streamerId}/subscribe: '구독' without JS (001 §4.7). The subscription info decides: the
// subscription page directly (auto, or no ticket held), or the question whether to use an owned ticket;
// using it is a form post whose result comes back as a toast on the station.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import { UseTicketDialog } from "~/components/station/SubscribeButton";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { requireStreamerId, stationBase, subscriptionAction, subscriptionStep } from "~/upstream/station-pages.server";
import { redirectWithToast } from "~/utils/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const back = stationBase(streamerId);
  const step = await subscriptionStep({ request, context }, streamerId, `${back}/subscribe`);
  if (step.next === "page" || step.next === "login") throw redirect(step.url);
  if (step.next === "message") throw await redirectWithToast(request, back, { message: step.message, kind: "error" });
  return json(step);
}

export const action = (args: ActionFunctionArgs) => subscriptionAction(args);

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
