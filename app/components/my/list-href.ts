// The list a confirmation child route (the story list's) sits on: its path without /delete/…, with the list's
// query. A module of its own: the confirmation's page takes it without the dialog's code (lazy.tsx).
import { useLocation } from "@remix-run/react";

export function useListHref(): string {
  const { pathname, search } = useLocation();
  return `${pathname.replace(/\/delete\/[^/]*$/, "")}${search}`;
}
