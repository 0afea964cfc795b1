import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The re-click throttle (utils/reclick.ts) comes in a chunk of its own: until it is there a re-click
// reloads the page as it does without JS.
void import("./utils/reclick").then(({ throttleReclicks }) => throttleReclicks(window));
// Feedback while the page changes (utils/page-feedback.ts): the top progress bar and busy buttons, also
// from a chunk of its own, so that they cost no page its first-load JS.
void import("./utils/page-feedback").then(({ showPageFeedback }) => showPageFeedback(window));
