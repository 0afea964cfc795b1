// /my/subscribe (001 §2.4): subscribed streamers with pinning, their LIVE and VOD.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { StreamerListPage } from "~/components/my/StreamerListPage";
import { words } from "~/i18n/ko/common";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./subscribe.server";

export { action, loader } from "./subscribe.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

/** '구독혜택 보기': the help centre's answers about subscriptions (the spec names no page). */
const BENEFITS_HREF = `/help/search?q=${encodeURIComponent(words.subscribe)}`;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.subscribe);

export default function MySubscribe() {
  const data = useLoaderData<typeof loader>();
  return (
    <StreamerListPage title={my.titles.subscribe} {...data} empty={{ text: my.subscribe.empty, link: { href: BENEFITS_HREF, label: my.subscribe.benefits } }} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
