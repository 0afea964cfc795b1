// /{userId}: the older station link shape (001 §2.9) moves permanently to /station/{userId}. Paths that
// name no station stay the not-found page.
import type { MetaFunction } from "@remix-run/node";
import { NotFoundBoundary } from "~/components/layout/NotFoundBoundary";
import { common } from "~/i18n/ko/common";

export { loader } from "./legacy-station.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = () => [{ title: common.errors.notFoundTitle }];

export default function LegacyStation() {
  return null;
}

export const ErrorBoundary = NotFoundBoundary;
