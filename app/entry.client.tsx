import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { firstIntent } from "./utils/first-intent";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Both answer input only, so their chunks load at the first input (utils/first-intent.ts) and no page
// fetches them before it (README "Budgets").
// The re-click throttle (utils/reclick.ts): until it is there a re-click reloads the page as it does
// without JS.
void firstIntent()
  .then(() => import("./utils/reclick"))
  .then(({ throttleReclicks }) => throttleReclicks(window));
// Feedback while the page changes (utils/page-feedback.ts): the top progress bar and busy buttons; it
// picks up a navigation or submission already under way when it arrives.
void firstIntent()
  .then(() => import("./utils/page-feedback"))
  .then(({ showPageFeedback }) => showPageFeedback(window));
