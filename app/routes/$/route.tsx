// Any path no other route matches: the not-found page inside the normal page frame, with the lives most watched now
// (features/not-found throws them with the 404).
import type { MetaFunction } from "@remix-run/node";
import { NotFoundBoundary } from "~/components/layout/NotFoundBoundary";
import { common } from "~/i18n/ko/common";

export { loader } from "./not-found.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = () => [{ title: common.errors.notFoundTitle }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = NotFoundBoundary;
