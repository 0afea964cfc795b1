import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { CardFragments } from "~/components/cards/fragments";
import { fragmentSplice } from "~/components/cards/fragments.server";
import { pageBytes } from "~/utils/html-stream.server";
import { logger } from "~/utils/log.server";
import { NonceProvider } from "~/utils/nonce";
import { warmPurifier } from "~/utils/purifier.server";

const ABORT_DELAY = 5_000;

/**
 * The `Link` header that asks for the style sheets the page's first paint waits for (its routes' links without a
 * media query) with the answer's headers (issue 71): a slow phone otherwise asks for them only once it has parsed
 * the head, a few hundred milliseconds later, and beside the first screen's pictures.
 */
function renderBlockingPreload({ routeModules, staticHandlerContext }: EntryContext): string {
  const links = staticHandlerContext.matches.flatMap((match) => routeModules[match.route.id]?.links?.() ?? []);
  const sheets = links.flatMap((link) => ("rel" in link && link.rel === "stylesheet" && !link.media && link.href ? [link.href] : []));
  return sheets.map((href) => `<${href}>; rel=preload; as=style`).join(", ");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const wholeDocument = isbot(request.headers.get("user-agent") ?? "");

  const fragments = fragmentSplice();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const respond = () => {
      shellRendered = true;
      // React's chunks, their stray NUL bytes cut, the card lists put in and the pieces joined.
      const body = pageBytes(fragments.splice);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      const preload = renderBlockingPreload(remixContext);
      if (preload) responseHeaders.set("Link", preload);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <CardFragments.Provider value={fragments.render}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </CardFragments.Provider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!wholeDocument) respond();
        },
        onAllReady() {
          // The timer holds the render (its data, the page's hydration string) until it fires: a finished
          // render lets it go at once, or every page would stay in memory for ABORT_DELAY.
          clearTimeout(abortTimer);
          if (wholeDocument) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            logger.error("render_error", {
              requestId: loadContext.requestId,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        },
      },
    );
  });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  // Aborted requests (the user navigated away) are not errors worth a line.
  if (request.signal.aborted) return;
  const where = { requestId: context?.requestId, path: new URL(request.url).pathname };
  // Remix's own answers to a request it cannot serve (405: a post to a page without an action) carry their
  // reason as an Error inside: a client's mistake is a warning, not a server error.
  if (isRouteErrorResponse(error)) {
    const reason = (error as { error?: unknown }).error;
    const line = { ...where, status: error.status, error: reason instanceof Error ? reason.message : String(error.data) };
    if (error.status < 500) logger.warn("request_refused", line);
    else logger.error("request_error", line);
    return;
  }
  logger.error("request_error", {
    ...where,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack?.split("\n").slice(0, 5).join(" | ") : undefined,
  });
}

/** The live event streams, which server.ts serves and ends when the instance drains. */
export { closeLiveEventStreams, LIVE_EVENT_HEADERS, openLiveEventStream } from "./features/live-events/stream.server";

/** Work kept off the start path, which the server runs once it listens (server.ts, server/warm-up.ts):
 * loading the HTML sanitiser's DOM. */
export function warmUp(): void {
  warmPurifier();
}
