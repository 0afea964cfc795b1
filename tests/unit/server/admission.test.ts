import express from "express";
import { describe, expect, it, vi } from "vitest";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { admissionControl, expectedWaitMs, formShare, judge, LoadMonitor, nextShare, retryAfterSeconds, saturated, type Load } from "../../../server/admission";
import { serveOnLoopback } from "../../setup/loopback";

const limits = { enabled: true, maxLagMs: 100, maxWaitMs: 500, maxUtilisation: 0.9, maxInFlight: 200 };
const load = (over: Partial<Load> = {}): Load => ({ lagMs: 0, utilisation: 0, inFlight: 0, servedPerSecond: 100, ...over });

describe("saturated", () => {
  it.each([
    ["a quiet loop", load(), false],
    ["a loop busy all the time with nobody waiting (ten people served at once)", load({ utilisation: 1, lagMs: 30 }), false],
    ["a late loop that is mostly idle (a timer delayed by another process)", load({ utilisation: 0.4, lagMs: 400 }), false],
    ["a busy loop with what is ready waiting on it: a queue", load({ utilisation: 0.95, lagMs: 150 }), true],
    [
      "a busy loop with more requests open than it answers in half a second (Little's law)",
      load({ utilisation: 0.95, inFlight: 60, servedPerSecond: 100 }),
      true,
    ],
    ["as many open at a loop that is mostly idle (a slow upstream keeps them)", load({ utilisation: 0.3, inFlight: 60, servedPerSecond: 100 }), false],
    ["a busy loop with a few open, whatever it answers (a start)", load({ utilisation: 1, inFlight: 10, servedPerSecond: 1 }), false],
    ["too many requests open, however the loop is", load({ inFlight: 200 }), true],
  ])("%s → %s", (_name, reading, expected) => {
    expect(saturated(reading, limits)).toBe(expected);
  });

  it("a limit of 0 turns its signal off", () => {
    expect(saturated(load({ utilisation: 1, lagMs: 5000 }), { ...limits, maxLagMs: 0 })).toBe(false);
    expect(saturated(load({ utilisation: 1, inFlight: 150, servedPerSecond: 10 }), { ...limits, maxWaitMs: 0 })).toBe(false);
    expect(saturated(load({ inFlight: 10_000 }), { ...limits, maxInFlight: 0 })).toBe(false);
  });
});

describe("the share shed", () => {
  it("rises by a twentieth per tick of pressure, falls as fast without, and always lets some through", () => {
    let share = 0;
    for (let tick = 0; tick < 10; tick += 1) share = nextShare(share, true);
    expect(share).toBeCloseTo(0.5);
    for (let tick = 0; tick < 100; tick += 1) share = nextShare(share, true);
    expect(share).toBeCloseTo(0.95);
    // A loop late one tick in two sheds no more than it did.
    const before = share - 0.3;
    let wavering = before;
    for (let tick = 0; tick < 20; tick += 1) wavering = nextShare(wavering, tick % 2 === 0);
    expect(wavering).toBeCloseTo(before);
    for (let tick = 0; tick < 30; tick += 1) share = nextShare(share, false);
    expect(share).toBe(0);
  });

  it("form posts are shed only once more than half the pages are, and less than pages", () => {
    expect([0, 0.3, 0.5].map(formShare)).toEqual([0, 0, 0]);
    expect(formShare(0.75)).toBeCloseTo(0.475);
    expect(formShare(0.95)).toBeLessThan(0.95);
  });

  it("judges each request by its kind's share", () => {
    const monitor = { share: 0.6, load: () => load({ lagMs: 600 }) };
    expect(judge(monitor, "page", () => 0.59)).toEqual({ shed: true, retryAfterSeconds: 3 });
    expect(judge(monitor, "page", () => 0.61)).toEqual({ shed: false });
    // Forms at 0.6 of pages: a fifth of the pages' excess over half, less the share always let through.
    expect(judge(monitor, "form", () => 0.18)).toEqual({ shed: true, retryAfterSeconds: 3 });
    expect(judge(monitor, "form", () => 0.2)).toEqual({ shed: false });
    expect(judge({ share: 0, load: () => load() }, "page", () => 0)).toEqual({ shed: false });
  });

  it("asks people back after about the time the queue takes, between one and ten seconds", () => {
    expect([0, 100, 600, 2000, 60_000].map((lagMs) => retryAfterSeconds(load({ lagMs })))).toEqual([1, 1, 3, 8, 10]);
    expect(retryAfterSeconds(load({ inFlight: 300, servedPerSecond: 100 }))).toBe(3);
  });

  it("expects the requests open to wait as long as the instance takes to answer that many", () => {
    expect(expectedWaitMs(load({ inFlight: 150, servedPerSecond: 50 }))).toBe(3000);
    expect(expectedWaitMs(load({ inFlight: 15, servedPerSecond: 1 }))).toBe(0);
    expect(expectedWaitMs(load({ inFlight: 20, servedPerSecond: 0 }))).toBe(20_000);
  });
});

describe("LoadMonitor", () => {
  it("sees a blocked loop as late and busy, and comes back down once it is free", async () => {
    const monitor = new LoadMonitor(limits).start();
    try {
      const until = performance.now() + 400;
      while (performance.now() < until);
      expect(monitor.load().lagMs).toBeGreaterThanOrEqual(250);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(monitor.load().lagMs).toBeLessThan(100);
    } finally {
      monitor.stop();
    }
  });
});

describe("admissionControl", () => {
  // A monitor that says what the test says: saturated (share 1 for pages, 0.95 for forms) or not.
  const monitor = Object.assign(new LoadMonitor(limits), { share: 0 });
  const control = admissionControl(limits, monitor);
  const loopback = serveOnLoopback(() => {
    const app = express();
    app.use(control.counting);
    app.get("/kept", (_req, res) => void res.send("kept"));
    app.get("/slow", (_req, res) => void setTimeout(() => res.send("slow"), 300));
    app.use(control.admit);
    app.all("*", (req, res) => void res.json({ method: req.method, shed: res.locals.shed ?? null }));
    return app;
  });

  it("sheds a page with 503, Retry-After and the portal's own Korean page; a client navigation's data as a thrown response", async () => {
    monitor.share = 1;
    const page = await fetch(`${loopback.base}/live/all`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(serverErrors.busy.title);
    const data = await fetch(`${loopback.base}/live/all?_data=root`);
    expect([data.status, data.headers.get("x-remix-catch")]).toEqual([503, "yes"]);
    // What is served before admission (a guest's kept page) and route discovery are never shed.
    expect((await fetch(`${loopback.base}/kept`)).status).toBe(200);
    expect((await fetch(`${loopback.base}/__manifest?p=/`)).status).toBe(200);
  });

  it("lets a form's post through to its action, marked shed with when to send again, never refused here", async () => {
    monitor.share = 1;
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${loopback.base}/help/inquiry`, { method: "POST" }).then((r) => r.json())));
    const shed = answers.filter((answer) => answer.shed !== null);
    expect(answers.every((answer) => answer.method === "POST")).toBe(true);
    expect(shed.length).toBeGreaterThan(20);
    expect(shed[0].shed.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    monitor.share = 0;
    expect((await fetch(`${loopback.base}/help/inquiry`, { method: "POST" }).then((r) => r.json())).shed).toBeNull();
  });

  it("counts the requests in flight until they are answered", async () => {
    monitor.share = 0;
    const slow = Promise.all([fetch(`${loopback.base}/slow`), fetch(`${loopback.base}/slow`)]);
    await vi.waitFor(() => expect(monitor.inFlight).toBe(2));
    await slow;
    await vi.waitFor(() => expect(monitor.inFlight).toBe(0));
  });
});

describe("admissionControl turned off (ADMISSION_CONTROL=0)", () => {
  const off = admissionControl({ ...limits, enabled: false }, Object.assign(new LoadMonitor(limits), { share: 1 }));
  const loopback = serveOnLoopback(() => {
    const app = express();
    app.use(off.admit);
    app.get("*", (_req, res) => void res.send("page"));
    return app;
  });

  it("sheds nothing however saturated", async () => {
    expect((await fetch(`${loopback.base}/live/all`)).status).toBe(200);
  });
});
