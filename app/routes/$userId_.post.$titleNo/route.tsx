// /{userId}/post/{titleNo}: the older post link shape (001 §2.9) moves permanently to
// /station/{userId}/post/{titleNo}.
import type { MetaFunction } from "@remix-run/node";
import { NotFoundBoundary } from "~/components/layout/NotFoundBoundary";
import { common } from "~/i18n/ko/common";

export { loader } from "./legacy-post.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = () => [{ title: common.errors.notFoundTitle }];

export default function LegacyPost() {
  return null;
}

export const ErrorBoundary = NotFoundBoundary;
