import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { firstIntent } from "./utils/first-intent";
import { keepFormsOnFailure } from "./utils/submission-fetch";

// Before anything can be sent: a form's post that gets no answer of its action's own keeps the form (utils/submission-fetch.ts).
keepFormsOnFailure(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
    {
      // A page whose HTML React could not take over (a hydration mismatch) is drawn again in the browser,
      // and what the reader did meanwhile is lost: marked on the page, so the browser tests fail on it.
      onRecoverableError(error) {
        document.documentElement.dataset.hydrationError = String(error);
        reportError(error);
      },
    },
  );
});

// These answer input only, so their chunks load at the first input (utils/first-intent.ts) and no page
// fetches them before it (docs/budgets.md; the re-click throttle is an inline script of the page's HTML,
// utils/reclick.server.ts, and a navigation's progress bar is on from hydration, utils/navigation-pending.ts):
// - feedback while the page changes (utils/page-feedback.ts): busy buttons and skeleton lists; it
//   picks up a navigation or submission already under way when it arrives;
// - a choice made before hydration in a select or checkbox that applies itself on change
//   (utils/chosen-before-hydration.ts), applied once hydrated: making it was an input;
// - what a toast says of a post that did not get through (utils/submission-fetch.ts), and the route modules of
//   the page's forms (utils/preload-form-routes.ts): in memory before anything is sent, so that a post that
//   fails offline fails in its form;
// and one that answers none but waits with them, to keep the first load within its budget: the page's live event
// stream (issue 70, features/live-events/client.ts, which starts itself and patches the page once it is hydrated).
void firstIntent().then(() => {
  void import("./features/live-events/client");
  void import("./i18n/ko/submission-failure");
  void import("./utils/preload-form-routes").then(({ preloadFormRoutes }) => preloadFormRoutes(window));
  void import("./utils/page-feedback").then(({ showPageFeedback }) => showPageFeedback(window));
  void import("./utils/chosen-before-hydration").then(({ applyChoicesMadeBeforeHydration }) => applyChoicesMadeBeforeHydration());
});
