// Work kept off the start path: the build's warmUp (the HTML sanitiser's DOM, jsdom, about a
// second of loading) runs after the server listens, once the first health probe has been answered or
// `afterMs` has passed, whichever comes first, so that a supervisor waiting for /healthz is not kept
// waiting by it. /readyz waits for it (and starts it if need be): an instance takes traffic once a page
// that sanitises HTML no longer pays for the load. A request that sanitises before then loads it itself.
import { logger } from "../app/utils/log.server";

export type WarmUp = {
  /** The server listens: the work runs at the latest `afterMs` from now. */
  listening(): void;
  /** A health probe's answer has gone out: the work may run now. */
  probed(): void;
  /** Resolves once the work has run, starting it now if it has not started. */
  ready(): Promise<void>;
};

export function deferredWarmUp(work: (() => void) | undefined, afterMs = 1000): WarmUp {
  let done: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    // On the next turn of the event loop, after whatever answer is on its way out.
    done ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        const started = performance.now();
        try {
          work?.();
          logger.info("warmed_up", { ms: Math.round(performance.now() - started) });
        } catch (error) {
          logger.error("warm_up_failed", { error: error instanceof Error ? error.message : String(error) });
        }
        resolve();
      }),
    );
    return done;
  };
  return {
    listening() {
      timer ??= setTimeout(() => void run(), afterMs);
      timer.unref();
    },
    probed() {
      void run();
    },
    ready: run,
  };
}
