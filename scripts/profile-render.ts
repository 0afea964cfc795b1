// `npm run profile`: where a rendered page's CPU time goes in the portal. Starts the
// measured server (scripts/measured-server.ts: the built portal, the reference upstream in its own process)
// with the inspector, and for each page rendered for every request (the bench's rendered and member rows) records a
// CPU profile of the portal while autocannon asks for it, then prints the top functions and modules by self
// and inclusive time with ms per request. The profiles are kept (PROFILE_DIR, default a temporary
// directory) to open in Chromium's DevTools.
// Options: PROFILE_PORT (default 3940; the upstream on +1, the inspector on +2), PROFILE_SECONDS (per page,
// default 8), PROFILE_CONNECTIONS (default 10), PROFILE_PAGES (a pattern on the page names, "empty route" the
// baseline), PROFILE_TOP (15).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildBundles, summariseProfile, summaryTable, type CpuProfile } from "./cpuprofile-summary";
import { MEMBER_PAGES, RENDERED_PAGES, startMeasuredServer } from "./measured-server";

const PORT = Number(process.env.PROFILE_PORT ?? 3940);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 15);
const PAGES = new RegExp(process.env.PROFILE_PAGES ?? ".");
const DIR = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "profile-"));
fs.mkdirSync(DIR, { recursive: true });

/** A minimal DevTools protocol client over the inspector's WebSocket. */
async function connectInspector(port: number) {
  const deadline = Date.now() + 30_000;
  let url = "";
  while (!url && Date.now() < deadline) {
    url = await fetch(`http://127.0.0.1:${port}/json/list`)
      .then((r) => r.json() as Promise<Array<{ webSocketDebuggerUrl: string }>>)
      .then((list) => list[0]?.webSocketDebuggerUrl ?? "")
      .catch(() => "");
    if (!url) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!url) throw new Error("no inspector");
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let next = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

const server = await startMeasuredServer(PORT, { nodeFlags: [`--inspect=127.0.0.1:${PORT + 2}`] });
const bundles = buildBundles((file) => fs.readFileSync(file, "utf8"));
try {
  const inspector = await connectInspector(PORT + 2);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  console.log(
    `# CPU profiles of the portal, ${new Date().toISOString()}, ${SECONDS} s × ${CONNECTIONS} connections per page, load ${os.loadavg()[0].toFixed(1)}\n`,
  );
  // The empty route first: the baseline every rendered page's figure is compared with.
  const pages = [{ name: "empty route", path: "/bench/empty", member: false }, ...RENDERED_PAGES, ...MEMBER_PAGES];
  for (const page of pages.filter((candidate) => PAGES.test(candidate.name))) {
    const options = {
      url: `${server.base}${page.path}`,
      connections: CONNECTIONS,
      headers: (page.member ? { cookie: server.cookie } : {}) as Record<string, string>,
      idReplacement: page.path.includes("[<id>]"),
    };
    await autocannon({ ...options, duration: 2 }); // warm up (JIT, caches) before the profile
    await inspector.send("Profiler.start");
    const result = await autocannon({ ...options, duration: SECONDS });
    const { profile } = await inspector.send<{ profile: CpuProfile }>("Profiler.stop");
    const file = path.join(DIR, `${page.name.replace(/[^\w]+/g, "-")}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    const requests = result.requests.total;
    const summary = summariseProfile(profile, { top: TOP, bundles });
    console.log(`## ${page.name} \`${page.path}\`\n`);
    console.log(
      `${requests} requests (${result.non2xx} non-2xx), ${(summary.busyMs / Math.max(1, requests)).toFixed(1)} ms of portal CPU per request; profile ${file}\n`,
    );
    console.log(summaryTable("self time, by module", summary.selfByModule, requests), "\n");
    console.log(summaryTable("inclusive time, by module", summary.inclusiveByModule, requests), "\n");
    console.log(summaryTable("self time, by function", summary.selfByFunction, requests), "\n");
    console.log(summaryTable("inclusive time, by function", summary.inclusiveByFunction, requests), "\n");
  }
  inspector.close();
} finally {
  server.stop();
}
