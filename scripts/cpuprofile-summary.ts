// Summarises a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or the inspector's Profiler.stop give it)
// into the functions and modules where the time goes: self time (samples whose top frame is the function)
// and inclusive time (samples with the function anywhere on the stack, counted once per sample). Used by
// scripts/profile-render.ts; pure, so that it is unit tested (tests/unit/scripts/cpuprofile-summary.test.ts).

import fs from "node:fs";
import { pathToFileURL } from "node:url";

export type CpuProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  children?: number[];
};

export type CpuProfile = { nodes: CpuProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

export type SummaryRow = { name: string; ms: number; share: number };

export type ProfileSummary = {
  /** All sampled time except idle, ms. */
  busyMs: number;
  selfByFunction: SummaryRow[];
  inclusiveByFunction: SummaryRow[];
  selfByModule: SummaryRow[];
  inclusiveByModule: SummaryRow[];
};

/**
 * Which source file a bundled line belongs to: esbuild writes a `// path/to/file.ts` comment before each
 * file's code. Returns a function from a 0-based line number to that path (or null before the first one).
 */
export function bundleFileMap(source: string): (line: number) => string | null {
  const starts: Array<{ line: number; file: string }> = [];
  source.split("\n").forEach((text, line) => {
    const match = /^\/\/ ((?:app|server|node_modules|reference-upstream)\/\S+\.[cm]?[jt]sx?)$/.exec(text);
    if (match) starts.push({ line, file: match[1] });
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found: string | null = null;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (starts[mid].line <= line) {
        found = starts[mid].file;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  };
}

const SPECIAL = new Set(["(garbage collector)", "(program)", "(idle)", "(root)"]);

/** The module a frame belongs to: a package, a node built-in, a source file of a bundle, or a V8 bucket. */
export function moduleOf(frame: CpuProfileNode["callFrame"], bundles: Record<string, (line: number) => string | null> = {}): string {
  if (SPECIAL.has(frame.functionName) && !frame.url) return frame.functionName;
  const url = frame.url;
  if (!url) return "(native)";
  // The innermost package (jsdom/node_modules/undici is undici).
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  // node:internal/streams/readable is node:internal/streams; node:internal/deps/undici/undici is undici (Node's fetch).
  if (url.startsWith("node:internal/deps/")) return `node:${url.split("/")[2]}`;
  if (url.startsWith("node:internal/")) return `node:internal/${url.split("/")[1]}`;
  if (url.startsWith("node:")) return url;
  for (const [suffix, map] of Object.entries(bundles)) {
    if (url.endsWith(suffix)) return map(frame.lineNumber) ?? suffix;
  }
  return url.replace(/^file:\/\//, "").replace(/^.*?\/(app|server|scripts|reference-upstream|build|dist)\//, "$1/");
}

function functionKey(frame: CpuProfileNode["callFrame"], module: string): string {
  if (SPECIAL.has(frame.functionName) && !frame.url) return frame.functionName;
  return `${frame.functionName || "(anonymous)"} ${module}:${frame.lineNumber + 1}`;
}

export function summariseProfile(
  profile: CpuProfile,
  options: { top?: number; bundles?: Record<string, (line: number) => string | null> } = {},
): ProfileSummary {
  const top = options.top ?? 15;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const moduleById = new Map(profile.nodes.map((node) => [node.id, moduleOf(node.callFrame, options.bundles)]));
  const fnById = new Map(profile.nodes.map((node) => [node.id, functionKey(node.callFrame, moduleById.get(node.id)!)]));

  const selfFn = new Map<string, number>();
  const inclFn = new Map<string, number>();
  const selfMod = new Map<string, number>();
  const inclMod = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let busy = 0;
  // A sample's duration is the delta to the next sample (the last one's is unknown: the mean).
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const us = i + 1 < deltas.length ? Math.max(0, deltas[i + 1]) : 0;
    const id = profile.samples[i];
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    busy += us;
    add(selfFn, fnById.get(id)!, us);
    add(selfMod, moduleById.get(id)!, us);
    const seenFn = new Set<string>();
    const seenMod = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fn = fnById.get(at)!;
      const mod = moduleById.get(at)!;
      if (fn === "(root)") continue;
      if (!seenFn.has(fn)) {
        seenFn.add(fn);
        add(inclFn, fn, us);
      }
      if (!seenMod.has(mod)) {
        seenMod.add(mod);
        add(inclMod, mod, us);
      }
    }
  }
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy ? us / busy : 0 }));
  return {
    busyMs: busy / 1000,
    selfByFunction: rows(selfFn),
    inclusiveByFunction: rows(inclFn),
    selfByModule: rows(selfMod),
    inclusiveByModule: rows(inclMod),
  };
}

/** A markdown table of rows, with ms per request when the request count is known. */
export function summaryTable(title: string, rows: SummaryRow[], requests: number): string {
  const lines = [`| ${title} | % of busy | ms/request |`, "|---|---:|---:|"];
  for (const row of rows) lines.push(`| \`${row.name}\` | ${(row.share * 100).toFixed(1)} | ${(row.ms / Math.max(1, requests)).toFixed(2)} |`);
  return lines.join("\n");
}

/** The build's bundles, whose lines are attributed to their source files. */
export function buildBundles(read: (file: string) => string): Record<string, (line: number) => string | null> {
  return { "build/index.js": bundleFileMap(read("build/index.js")), "dist/server.js": bundleFileMap(read("dist/server.js")) };
}

// `node --import tsx scripts/cpuprofile-summary.ts <file.cpuprofile> [requests]`: the tables of one saved profile.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, requests = "1"] = process.argv.slice(2);
  const summary = summariseProfile(JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile, {
    top: Number(process.env.PROFILE_TOP ?? 15),
    bundles: buildBundles((name) => fs.readFileSync(name, "utf8")),
  });
  const count = Number(requests);
  console.log(`${(summary.busyMs / count).toFixed(1)} ms busy per request\n`);
  console.log(summaryTable("self time, by module", summary.selfByModule, count), "\n");
  console.log(summaryTable("inclusive time, by module", summary.inclusiveByModule, count), "\n");
  console.log(summaryTable("self time, by function", summary.selfByFunction, count), "\n");
  console.log(summaryTable("inclusive time, by function", summary.inclusiveByFunction, count));
}
