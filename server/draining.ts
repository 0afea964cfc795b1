// Draining an instance (SIGTERM) without losing a request, also behind a proxy that keeps connections to it open and
// never reads /readyz (docs/deploy/nginx.conf). The instance closes no connection a request may be on its way over:
// one the proxy has just used may already carry its next request, unread, and closing it resets that request (a POST
// already sent is not sent elsewhere). So:
// - through the grace period it serves as before, keep-alive included (closing every answer's connection would make
//   the proxy open a new one per request, and those that are still waiting to be accepted when the listener closes
//   are reset);
// - from the start, a connection idle for IDLE_CLOSE_MS is closed: longer than the proxy keeps an idle connection
//   itself, so that the proxy has let go of it first;
// - after the grace period only the listener closes (a new connection is then refused, and the proxy sends the request
//   to another instance) and every answer closes its connection; once the last has closed, the drain is over.
import net from "node:net";
import type http from "node:http";
import type { RequestHandler, Response } from "express";

/** How long a connection stays idle before a draining instance closes it: longer than docs/deploy/nginx.conf keeps an
 * idle connection to an instance (keepalive_timeout 2s). */
export const IDLE_CLOSE_MS = 3000;
/** How often idle connections are looked for while the instance drains. */
const IDLE_SWEEP_MS = 250;

export type Drainer = {
  readonly draining: boolean;
  /** First in the chain: counts each connection's answers in flight, and closes the connection of an answer once the
   * listener has closed. */
  middleware: RequestHandler;
  /** The server whose connections are drained (from its creation: a connection made before the drain is one too). */
  watch(server: http.Server): void;
  /** The drain starts: /readyz says so; connections idle for `idleCloseMs` are closed (0: every idle one, at once). */
  begin(idleCloseMs?: number): void;
  /** Closes the listener, has every answer close its connection, and resolves once the last connection has closed;
   * after `timeoutMs` it closes those still open and resolves `false`. */
  end(timeoutMs: number): Promise<boolean>;
};

type Connection = { inFlight: Set<Response>; idleSince: number };

export function drainer(): Drainer {
  let server: http.Server | undefined;
  let draining = false;
  let closing = false;
  let sweeping: ReturnType<typeof setInterval> | undefined;
  const connections = new Map<net.Socket, Connection>();
  const closeWhenAnswered = (res: Response) => {
    if (!res.headersSent) res.set("Connection", "close");
  };
  const closeIdle = (idleCloseMs: number) => {
    const now = Date.now();
    for (const [socket, connection] of connections) if (connection.inFlight.size === 0 && now - connection.idleSince >= idleCloseMs) socket.destroy();
  };
  return {
    get draining() {
      return draining;
    },
    middleware(req, res, next) {
      const connection = connections.get(req.socket as net.Socket);
      if (connection) {
        connection.inFlight.add(res);
        res.once("close", () => {
          connection.inFlight.delete(res);
          connection.idleSince = Date.now();
        });
      }
      if (closing) closeWhenAnswered(res);
      next();
    },
    watch(watched) {
      server = watched;
      watched.on("connection", (socket: net.Socket) => {
        connections.set(socket, { inFlight: new Set(), idleSince: Date.now() });
        socket.once("close", () => connections.delete(socket));
      });
    },
    begin(idleCloseMs = IDLE_CLOSE_MS) {
      draining = true;
      closeIdle(idleCloseMs);
      sweeping = setInterval(() => closeIdle(idleCloseMs), IDLE_SWEEP_MS);
    },
    end(timeoutMs) {
      closing = true;
      for (const connection of connections.values()) for (const res of connection.inFlight) closeWhenAnswered(res);
      return new Promise((resolve) => {
        const done = (drained: boolean) => {
          clearInterval(sweeping);
          clearTimeout(forced);
          resolve(drained);
        };
        const forced = setTimeout(() => {
          server?.closeAllConnections();
          done(false);
        }, timeoutMs);
        if (!server) return done(true);
        // http.Server#close would also close the idle connections, among them any just accepted whose request has
        // not been read yet: only the listener closes, as net.Server#close does; it calls back once the last
        // connection has closed.
        net.Server.prototype.close.call(server, () => done(true));
      });
    },
  };
}
