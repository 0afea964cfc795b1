// /my/history/story/delete/{key}: the confirmation before deleting a post, comment or reply (001 §5).
import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { useListHref } from "~/components/my/list-href";
import { ConfirmDialog } from "~/components/my/lazy-confirm";
import { storyDeleteKind, storyRefOfKey } from "~/domain/my-story";
import { myStory } from "~/i18n/ko/my-story";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export { action, loader } from "./story-delete.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.story);

export default function ConfirmDeleteStory() {
  const key = useParams().target ?? "";
  const closeTo = useListHref();
  const item = storyRefOfKey(key);
  if (!item) return null;
  const confirm = myStory.confirm;
  return <ConfirmDialog lines={[confirm[storyDeleteKind(item)], confirm.warning]} fields={{ intent: "delete", ...item }} pending={key} closeTo={closeTo} />;
}

export const ErrorBoundary = RouteErrorBoundary;
