// Fault switches for tests (design §8): latency, error statuses, HTML instead of JSON, malformed JSON,
// schema drift, a hang, a reset connection and a late answer (the request is carried out at once, its answer
// held back: a write stored while the portal has given up waiting), per path prefix. Off by default; the
// test API sets them.
import type { NextFunction, Request, Response, Router } from "express";
import { readCookie } from "./cookies";

/**
 * The cookie that ties requests to one test's faults. A test's browser sends it to the portal, which passes
 * its cookies on upstream, and to the upstream's own pictures; tests running side by side on one upstream
 * then never answer each other's pages with their faults, nor use up or clear each other's.
 */
export const FAULT_SCOPE_COOKIE = "upstream_fault_scope";

export type FaultKind = "latency" | "status" | "html" | "malformed" | "drift" | "hang" | "reset" | "late";

export type Fault = {
  id: number;
  /** Matches request paths starting with this (e.g. '/live/api/main_broad_list_api.php'). */
  path: string;
  method?: string;
  /** Matches only this help-service command (the `command` field of /apihelp.php posts). */
  command?: string;
  kind: FaultKind;
  latencyMs?: number;
  status?: number;
  /** JSON body for 'status' faults (e.g. {code: 9000}). */
  body?: unknown;
  /** Apply this many times, then switch off; unlimited when missing. */
  times?: number;
  /** Matches only requests whose FAULT_SCOPE_COOKIE has this value; every request when missing. */
  scope?: string;
};

export class FaultSwitches {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Hung answers, by the scope of the fault that hung them. */
  private hung = new Map<Response, string | undefined>();
  /**
   * The last requests seen, when each arrived and was answered (tests check that a refused post sent
   * nothing upstream, and in how many rounds a page asked, by request id).
   */
  private journal: Array<{ method: string; path: string; requestId: string | null; at: number; answeredAt: number | null }> = [];

  list = () => this.faults;

  add(fault: Omit<Fault, "id">): Fault {
    const added = { ...fault, id: this.nextId++ };
    this.faults.push(added);
    return added;
  }

  /** Switches off every fault, or those of one scope, and lets go of the answers they hung. */
  clear(scope?: string): void {
    const cleared = (of: string | undefined) => scope === undefined || of === scope;
    this.faults = this.faults.filter((fault) => !cleared(fault.scope));
    for (const [res, of] of this.hung) {
      if (!cleared(of)) continue;
      res.destroy();
      this.hung.delete(res);
    }
  }

  middleware = (req: Request, res: Response, next: NextFunction) => {
    const entry = { method: req.method, path: req.path, requestId: req.get("x-request-id") ?? null, at: Date.now(), answeredAt: null as number | null };
    this.journal.push(entry);
    res.on("finish", () => (entry.answeredAt = Date.now()));
    if (this.journal.length > 5000) this.journal.splice(0, 1000);
    const command = (req.body as { command?: unknown } | undefined)?.command ?? req.query.command;
    const scope = readCookie(req, FAULT_SCOPE_COOKIE);
    const fault = this.faults.find(
      (f) =>
        req.path.startsWith(f.path) &&
        (!f.method || f.method.toUpperCase() === req.method) &&
        (!f.command || f.command === command) &&
        (f.scope === undefined || f.scope === scope),
    );
    if (!fault) return next();
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    switch (fault.kind) {
      case "latency":
        setTimeout(next, fault.latencyMs ?? 1000);
        return;
      case "late": {
        const end = res.end.bind(res) as (...args: unknown[]) => Response;
        res.end = ((...args: unknown[]) => {
          setTimeout(() => end(...args), fault.latencyMs ?? 1000);
          return res;
        }) as Response["end"];
        next();
        return;
      }
      case "status":
        res.status(fault.status ?? 500).json(fault.body ?? { code: fault.status ?? 500, message: "fault injected" });
        return;
      case "html":
        res.status(200).type("html").send("<!doctype html><html><body><h1>서비스 점검 중입니다</h1></body></html>");
        return;
      case "malformed":
        res.status(200).type("json").send('{"result":1,"data":[{"broken":');
        return;
      case "drift":
        res.status(200).json({ unexpected: "shape", data: "not-what-you-expect", list: 42 });
        return;
      case "hang":
        this.hung.set(res, fault.scope);
        res.on("close", () => this.hung.delete(res));
        return;
      case "reset":
        req.socket.destroy();
        return;
    }
  };

  /** Admin routes: GET lists, POST adds (JSON body), DELETE clears all (?scope= those of one scope); GET /requests?requestId= lists requests. */
  mount(router: Router): void {
    router.get("/requests", (req, res) => {
      const requestId = typeof req.query.requestId === "string" ? req.query.requestId : null;
      res.json(requestId ? this.journal.filter((entry) => entry.requestId === requestId) : this.journal);
    });
    router.get("/faults", (_req, res) => {
      res.json(this.list());
    });
    router.post("/faults", (req, res) => {
      const body = req.body as Partial<Fault>;
      if (!body.path || !body.kind) {
        res.status(400).json({ message: "path and kind are required" });
        return;
      }
      res.json(this.add(body as Omit<Fault, "id">));
    });
    router.delete("/faults", (req, res) => {
      this.clear(typeof req.query.scope === "string" ? req.query.scope : undefined);
      res.json({ ok: true });
    });
  }
}
