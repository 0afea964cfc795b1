// Optimistic removal on the My lists: a delete form names what it removes in its `pending` field.
import { useNavigation } from "@remix-run/react";

/** What a form in flight removes (its `pending` field): hidden at once, before the answer. */
export function usePendingRemoval(): string | null {
  const navigation = useNavigation();
  const value = navigation.formMethod?.toUpperCase() === "POST" ? navigation.formData?.get("pending") : null;
  return typeof value === "string" ? value : null;
}
