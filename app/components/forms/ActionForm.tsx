// A one-tap form that changes something and stays on its page (a favourite, a card's action, an alarm): posted
// by a fetcher with JS, so that the page stays as it is while it goes and when it fails (a toast says so,
// utils/submission-fetch.ts, and pressing again is the same submission: the page render's key goes with it),
// and a plain form post without JS, answered by the action's redirect back to the page.
import { useFetcher, type FormProps } from "@remix-run/react";

type Props = Omit<FormProps, "method" | "navigate" | "fetcherKey"> & { action: string };

export function ActionForm({ children, ...props }: Props) {
  const fetcher = useFetcher();
  return (
    // Remix finds the routes of its own forms as they are drawn (data-discover); a fetcher's form is found only
    // when it is sent, and a form sent offline could not find it.
    <fetcher.Form method="post" data-discover="true" {...props}>
      {children}
    </fetcher.Form>
  );
}
