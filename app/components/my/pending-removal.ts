// Optimistic removal on the My lists: a delete form names what it removes in its `pending` field.
import { useNavigation } from "@remix-run/react";
import { unpackMenuPost } from "~/forms/menu-post";

/** What a form in flight removes (its `pending` field, or its menu item's): hidden at once, before the answer. */
export function usePendingRemoval(): string | null {
  const navigation = useNavigation();
  const posted = navigation.formMethod?.toUpperCase() === "POST" ? navigation.formData : undefined;
  const value = posted ? unpackMenuPost(posted).get("pending") : null;
  return typeof value === "string" ? value : null;
}
