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
