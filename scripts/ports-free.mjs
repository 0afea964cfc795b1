// Refuses, with one clear line per port, when a port a fresh test run is about to serve on is already taken:
// a Playwright run killed midway leaves its `npm start` servers (and their embedded upstreams) holding them,
// and the next run would otherwise stop on Playwright's "already used" or, reusing them, test an old build.
// Usage: node scripts/ports-free.mjs PORT... (exits 1 when any is held). The holder is named when `ss` can.
import { execFileSync } from "node:child_process";
import net from "node:net";

const ports = process.argv.slice(2).map(Number);

/** True when something accepts connections on the port (IPv4 or IPv6 localhost). */
function held(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "localhost", autoSelectFamily: true });
    socket.setTimeout(2000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** "pid 1234 (node)" from `ss`, or "" when it cannot tell (another user's process, no ss). */
function holder(port) {
  try {
    const listing = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const found = /users:\(\("([^"]+)",pid=(\d+)/.exec(listing);
    return found ? ` by pid ${found[2]} (${found[1]})` : "";
  } catch {
    return "";
  }
}

const taken = [];
for (const port of ports) if (await held(port)) taken.push(port);
for (const port of taken) {
  const by = holder(port);
  const stop = by ? `kill ${/pid (\d+)/.exec(by)[1]}` : "stop it";
  console.error(`Port ${port} is already held${by}, likely a server left by a killed test run: ${stop}, or set E2E_PORT_BASE to free ports.`);
}
process.exit(taken.length ? 1 : 0);
