// The portal's server for operators (design §1, §7): Express with compression, security headers and a
// per-response CSP nonce, the cross-site POST check, rate limits, immutable build assets, /healthz and
// /readyz, JSON access logs with request ids, one public origin (server/public-origin.ts), Prometheus metrics on a
// port of their own (server/metrics.ts), and a graceful shutdown. With no upstream configured it
// starts the reference upstream in this process and uses it for every host role, over HTTP.
// WEB_CONCURRENCY > 1 runs that many worker processes on the one port (node:cluster); the primary then
// owns the embedded upstream and hands its address to the workers, and restarts a worker that dies.
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { LIVE_EVENTS_PATH } from "./app/domain/live-events";
import { HELP_FORM_PATHS } from "./app/domain/uploads";
import { ConfigError, loadConfig, type Config } from "./app/utils/env.server";
import { logEverythingAsJson, logger } from "./app/utils/log.server";
import { createSharedStore } from "./app/utils/shared-store.server";
import { markMemberChanges, noReuseWhenSettingCookies } from "./server/cache-control";
import { drainer, IDLE_CLOSE_MS } from "./server/draining";
import { guestHtmlCache } from "./server/guest-html-cache";
import { labelled, requestDurations, routeLabel, routeMatcher, startClusterMetrics, startMetrics } from "./server/metrics";
import { publicFiles } from "./server/public-files";
import { publicOrigin } from "./server/public-origin";
import { admissionControl } from "./server/admission";
import { accessLog, readinessProbe, requestIds, upstreamProbe } from "./server/observability";
import { rateLimits } from "./server/rate-limit";
import { remixHandler } from "./server/remix-handler";
import { canonicalPath } from "./server/request-path";
import { endLiveEventStreams, liveEventStreams } from "./server/live-events";
import {
  answerOversizedFormPost,
  assetHeaders,
  limitAddressLength,
  limitBodySize,
  onlyPageMethods,
  plainErrorHandler,
  refuseMalformedBody,
  rejectCrossSite,
  securityHeaders,
} from "./server/security";
import { SPRITE_FILE, spriteCacheControl, spriteVersion } from "./server/sprite-version.mjs";
import { deferredWarmUp } from "./server/warm-up";

// No installGlobals: Node ≥ 20.19 (package.json engines) has fetch, Request, Response, Headers, FormData and
// File of its own (undici 6), which the unit tests have always run on; installGlobals({ nativeFetch: true })
// only put undici 6 from npm in their place, a tenth of a second of every start.

logEverythingAsJson();

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
if (config.sessionSecretGenerated) {
  // The Remix build reads the same environment: hand it this process's secret.
  process.env.SESSION_SECRET = config.sessionSecret;
  logger.warn("session_secret_generated", { hint: "set SESSION_SECRET so that several instances share flash messages" });
}

let upstream: { close: () => Promise<void>; url: string } | null = null;
if (config.embeddedUpstream && cluster.isPrimary) {
  const { startReferenceUpstream } = await import("./reference-upstream/index");
  const embedded = config.embeddedUpstream;
  upstream = await startReferenceUpstream({
    port: embedded.port,
    dbPath: embedded.dbPath,
    reset: embedded.reset,
    publicUrl: embedded.publicUrl,
    portalPort: config.port,
    testApi: embedded.testApi,
    frozen: embedded.frozen,
    latencyMs: Number(process.env.REFERENCE_UPSTREAM_LATENCY_MS ?? 0) || 0,
  });
  logger.info("reference_upstream_started", { url: upstream.url, publicUrl: embedded.publicUrl, db: embedded.dbPath });
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  await runWorkers(config, upstream);
} else {
  await servePortal(config, upstream);
}

/** The primary of a cluster: forks the workers, replaces any that dies, and stops them all on SIGTERM. */
async function runWorkers(config: Config, upstream: { close: () => Promise<void> } | null) {
  const embedded = config.embeddedUpstream;
  // Workers use the primary's embedded upstream as a configured one, and share its session secret.
  const workerEnv = {
    SESSION_SECRET: config.sessionSecret,
    ...(embedded ? { UPSTREAM_URL: embedded.internalUrl, PUBLIC_UPSTREAM_URL: embedded.publicUrl } : {}),
  };
  let stopping = false;
  // Prometheus scrapes the primary, which asks every worker for its figures.
  const metricsServer = config.metrics ? await startClusterMetrics(config.metrics) : null;
  const fork = () => cluster.fork(workerEnv);
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error("worker_exited", { pid: worker.process.pid, code, signal });
    fork();
  });
  logger.info("cluster_started", { workers: config.webConcurrency, url: `http://localhost:${config.port}` });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutdown_started", { signal, workers: Object.keys(cluster.workers ?? {}).length });
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    metricsServer?.close();
    if (upstream) await upstream.close();
    logger.info("shutdown_complete", { signal });
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/** One portal process: the Express app on the configured port. */
async function servePortal(config: Config, upstream: { close: () => Promise<void> } | null) {
  const buildPath = path.resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

  // Metrics first, so that everything after records (server/metrics.ts); their known label values start at 0 (every
  // host role's breaker closed), so that a dashboard shows each one before its first event.
  const metricsServer = config.metrics ? await startMetrics(config.metrics, cluster.isWorker) : null;

  // Rate limits, honeypot tokens and idempotency keys: this process's memory, or Redis shared by every
  // instance (REDIS_URL). An unreachable Redis is waited for briefly; until it answers, each instance
  // counts on its own and refuses single-use claims it cannot check (logged; app/utils/shared-store.server.ts).
  const store = createSharedStore(config);
  try {
    if (!(await store.ready(5000)))
      logger.error("shared_store_not_ready", { kind: store.kind, hint: "counting per instance and refusing unchecked single-use claims until it answers" });
  } catch (error) {
    // A store that refuses the configuration (a database it does not have, a password) never will accept it.
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  const drain = drainer();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // Every request of the public port counts as in flight from its first byte (server/admission.ts).
  const admission = admissionControl(config.admission);
  app.use(admission.counting);
  app.use(requestIds());
  app.use(accessLog(config));
  if (config.metrics) app.use(requestDurations());
  app.use(drain.middleware);

  // What the build keeps off the start path (the HTML sanitiser's DOM) runs once the server listens.
  const warmUp = deferredWarmUp((build.entry.module as { warmUp?: () => void }).warmUp);
  const upstreamState = upstreamProbe(config);
  const probes = readinessProbe({ isDraining: () => drain.draining, warmUp, store, upstream: upstreamState });
  app.get("/healthz", labelled("healthz"), probes.healthz);
  app.get("/readyz", labelled("readyz"), probes.readyz);
  // Load balancers probe an instance by its address; everything else is answered for the public origin only.
  app.use(publicOrigin(config));
  // Every check after this, and the pages, read the path as the pages do (server/request-path.ts).
  app.use(canonicalPath);
  // The live event streams (issue 70), before the pages' layers, each of which an open stream would keep for its
  // lifetime (a CSP, compression's wrappers): one instance holds 10,000 (npm run bench). Rate-limited and shed as a
  // page is; app/features/live-events/stream.server.ts.
  const limits = rateLimits(config, store);
  app.get(LIVE_EVENTS_PATH, ...limits, admission.admit, liveEventStreams(build));

  app.use(compression());
  // The build's hashed assets with their own few headers, before the page headers.
  app.use(
    "/build",
    assetHeaders(config),
    express.static("public/build", { immutable: true, maxAge: "1y", setHeaders: (res) => void ((res as express.Response).locals.route = "build") }),
  );
  app.use(securityHeaders(config));
  app.use(noReuseWhenSettingCookies);
  // Only addresses of files look in public/ (server/public-files.ts). The icon sprite's versioned address (the
  // build writes it) is kept for a year.
  const sprite = spriteVersion(fs.readFileSync(SPRITE_FILE));
  app.use(
    publicFiles("public", {
      maxAge: "1h",
      setHeaders(res, file) {
        (res as express.Response).locals.route = "public";
        if (path.basename(file) !== path.basename(SPRITE_FILE)) return;
        const cacheControl = spriteCacheControl((res as express.Response).req.query.v, sprite);
        if (cacheControl) res.setHeader("Cache-Control", cacheControl);
      },
    }),
  );

  app.use(limitAddressLength);
  app.use(onlyPageMethods);
  app.use(limitBodySize(config.maxBodyBytes, Object.values(HELP_FORM_PATHS)));
  app.use(rejectCrossSite);
  app.use(limits);
  app.use(refuseMalformedBody);
  if (config.metrics) app.use(routeLabel(routeMatcher(build)));
  app.use(guestHtmlCache(config.guestHtmlCacheMs, config.upstreamSessionCookie));
  // Past the guests' kept pages: a saturated instance still serves those, and sheds what it would have to render.
  app.use(admission.admit);
  app.use(markMemberChanges(config.upstreamSessionCookie));
  app.use(answerOversizedFormPost);

  app.all(
    "*",
    remixHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientAddress: req.ip,
        memo: new Map(),
        store,
        oversizedFormPost: res.locals.oversizedFormPost === true,
        shed: res.locals.shed,
        wholePage: req.query._data === undefined,
      }),
    }),
  );

  app.use(plainErrorHandler);

  // A client gets REQUEST_TIMEOUT_MS to send its whole request and HEADERS_TIMEOUT_MS for its headers; a
  // body or headers that trickle in are cut off (408) instead of holding a socket for Node's 300 s
  //. The time-outs are checked every second rather than every 30 s.
  const server = http.createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    app,
  );
  // Idle keep-alive connections stay longer than a proxy in front keeps its own (Node's 5 s closed ones the
  // proxy, or a client, was just reusing: a reset instead of an answer).
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  drain.watch(server);
  server.listen(config.port, config.host, () => {
    logger.info("portal_listening", { url: `http://localhost:${config.port}`, mode: build.mode });
    warmUp.listening();
    if (build.mode === "development") void broadcastDevReady(build);
  });

  async function shutdown(signal: string) {
    if (drain.draining) return;
    // An orchestrator's SIGTERM: /readyz answers 503 (draining) while pages are still served, for as long as a load
    // balancer takes to see it and send no more; then the listener closes, every answer closes its connection and the
    // process exits once the last has, without closing one a proxy may be sending on (server/draining.ts). Ctrl-C
    // (SIGINT) stops at once.
    const graceMs = signal === "SIGTERM" ? config.shutdownGraceMs : 0;
    drain.begin(graceMs > 0 ? IDLE_CLOSE_MS : 0);
    logger.info("shutdown_started", { signal, graceMs, timeoutMs: config.shutdownTimeoutMs });
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
    // The live event streams end with the grace period: their pages reconnect, to another instance (their
    // connections, idle then, close as every idle one does).
    const liveStreams = endLiveEventStreams(build);
    logger.info("shutdown_draining", { signal, liveStreams });
    if (!(await drain.end(config.shutdownTimeoutMs))) logger.warn("shutdown_forced", { reason: "connections still open" });
    upstreamState.stop();
    metricsServer?.close();
    await store.close();
    if (upstream) await upstream.close();
    logger.info("shutdown_complete", { signal });
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
