// /my/favorite/groups/new: '그룹 추가'. A page of its own (a sibling of the list, without its card JS);
// with JS the favourites page shows the same dialog over itself (useMyDialog in components/my/dialog-links.tsx).
import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { GroupAdd } from "~/components/my/lazy";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { action } from "./group-new.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default GroupAdd;

export const ErrorBoundary = RouteErrorBoundary;
