// /{userId}/post/{titleNo}: the older post link shape (001 §2.9) moves permanently to
// /station/{userId}/post/{titleNo}.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { TITLE_NO } from "~/domain/station";
import { common } from "~/i18n/ko/common";
import { legacyStationRedirect } from "~/upstream/station-pages.server";

export const loader = (args: LoaderFunctionArgs) => {
  const titleNo = args.params.titleNo ?? "";
  if (!TITLE_NO.test(titleNo)) throw new Response("Not Found", { status: 404 });
  return legacyStationRedirect(args, (id) => `/station/${encodeURIComponent(id)}/post/${titleNo}`);
};

export const meta: MetaFunction = () => [{ title: common.errors.notFoundTitle }];

export default function LegacyPost() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
