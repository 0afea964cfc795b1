// The operator's view (docs/operations.md): Prometheus metrics on a listener of their own
// (METRICS_PORT on METRICS_HOST, loopback by default), never on the public port, and the request durations
// that feed them, labelled by Remix route id (bounded by the route table) rather than by address.
import http from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { RequestHandler } from "express";
import { logger } from "../app/utils/log.server";
import { enableMetrics, metrics } from "../app/utils/metrics.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** The label of the layer or route that answers the request (the metrics' `route`). */
    route?: string;
  }
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

/** The build's routes as a tree for React Router's matcher (as Remix builds it from the same manifest). */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/** The id of the deepest route that answers `pathname` ('routes/live.all'), or 'not_found'. */
export function routeMatcher(build: ServerBuild): (pathname: string) => string {
  const tree = routeTree(build.routes) as Parameters<typeof matchRoutes>[0];
  return (pathname) => {
    if (pathname === "/__manifest") return "__manifest";
    const matches = matchRoutes(tree, pathname);
    return matches?.[matches.length - 1]?.route.id ?? "not_found";
  };
}

/** Labels a request that reaches the pages with its route (set just before the guest cache and Remix). */
export function routeLabel(match: (pathname: string) => string): RequestHandler {
  return (req, res, next) => {
    res.locals.route = match(req.path);
    next();
  };
}

/** Names the layer that answers whatever passes here (health probes, static files). */
export const labelled =
  (route: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.route = route;
    next();
  };

/** Observes every answer's duration; one answered before any label was given was refused by a check in front
 * of the pages (host, method, size, cross-site, rate limit). An answer its client left before its last byte (a
 * closed tab, a proxy's time-out) has no duration: it is counted apart, by the route it was for. */
export function requestDurations(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const method = req.method === "GET" || req.method === "HEAD" || req.method === "POST" ? req.method : "other";
    const route = () => res.locals.route ?? "refused";
    res.on("finish", () => {
      metrics.httpDuration.observe({ route: route(), method, status: String(res.statusCode) }, (performance.now() - started) / 1000);
    });
    res.on("close", () => {
      if (!res.writableFinished) metrics.httpAbandoned.inc({ route: route(), method });
    });
    next();
  };
}

/** Serves `GET /metrics` with what `read` answers. */
function serveMetrics(config: { port: number; host: string }, read: () => Promise<string>, contentType: string): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    read().then(
      (text) => res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(text),
      (error: unknown) => {
        logger.error("metrics_failed", { detail: error instanceof Error ? error.message : String(error) });
        res.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable\n");
      },
    );
  });
  server.on("error", (error) => logger.error("metrics_listen_failed", { port: config.port, host: config.host, detail: error.message }));
  server.listen(config.port, config.host, () => logger.info("metrics_listening", { url: `http://${config.host}:${config.port}/metrics` }));
  return server;
}

/**
 * Turns metrics on in a portal process (before anything records): the portal's own and the process's (CPU,
 * memory, heap, event-loop lag, handles). A process of its own serves them; a cluster's worker hands them to the
 * primary when it asks (prom-client listens for that once an AggregatorRegistry exists) and serves nothing.
 */
export async function startMetrics(config: { port: number; host: string }, worker: boolean): Promise<http.Server | null> {
  const client = await enableMetrics();
  client.collectDefaultMetrics();
  if (worker) {
    new client.AggregatorRegistry();
    return null;
  }
  return serveMetrics(config, () => client.register.metrics(), client.register.contentType);
}

/** The primary of a cluster: every worker's figures, summed (gauges as each declares). */
export async function startClusterMetrics(config: { port: number; host: string }): Promise<http.Server> {
  const { AggregatorRegistry } = await import("prom-client");
  const aggregate = new AggregatorRegistry();
  return serveMetrics(config, () => aggregate.clusterMetrics(), aggregate.contentType);
}
