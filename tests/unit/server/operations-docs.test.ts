// The operator's view stays one: every metric the Grafana dashboard beside docs/operations.md queries is
// one the portal exports, and every metric of the portal's own is explained in the runbook.
import fs from "node:fs";
import { collectDefaultMetrics, register } from "prom-client";
import { beforeAll, describe, expect, it } from "vitest";
import { enableMetrics, metricNames } from "~/utils/metrics.server";

type Panel = { title: string; targets?: Array<{ expr: string }> };
const dashboard = JSON.parse(fs.readFileSync("docs/grafana-dashboard.json", "utf8")) as { panels: Panel[] };
const runbook = fs.readFileSync("docs/operations.md", "utf8");

beforeAll(async () => {
  await enableMetrics();
  collectDefaultMetrics();
});

describe("docs/grafana-dashboard.json and docs/operations.md", () => {
  it("query only metrics the portal exports", async () => {
    const queried = new Set(
      dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => target.expr.match(/\b(portal|nodejs|process)_\w+/g) ?? [])),
    );
    expect(queried.size).toBeGreaterThan(10);
    const exported = new Set((await register.getMetricsAsJSON()).map((metric) => metric.name));
    const missing = [...queried].filter((name) => !exported.has(name.replace(/_(bucket|count|sum)$/, "")));
    expect(missing).toEqual([]);
  });

  it("explain every metric of the portal's own, and the dashboard shows each", () => {
    const names = metricNames();
    expect(names).toHaveLength(19);
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)).join("\n");
    for (const name of names) {
      expect(runbook).toContain(`\`${name}\``);
      expect(exprs).toContain(name);
    }
  });
});
