// The pieces of a scale-out test on loopback: processes whose output is kept (JSON log lines), waits on a port or an
// address with a deadline, and the repository's docs/deploy/nginx.conf with a test's ports and this checkout as the
// portal's folder, inside a minimal main configuration.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type Proc = {
  child: ChildProcess;
  output: () => string;
  /** The JSON lines written so far (stdout and stderr). */
  logs: () => Array<Record<string, unknown>>;
  exited: Promise<number | null>;
};

export function run(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const logs = () =>
    output.split("\n").flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, output: () => output, logs, exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))) };
}

/** Resolves once `check` holds, asking again every 50 ms for at most `withinMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once `url` answers 2xx (processes starting at once on a busy machine take a while). */
export const answers = (url: string, withinMs = 60_000) =>
  until(
    `${url} answering`,
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    withinMs,
  );

/** Resolves once something accepts connections on the port. */
export const listening = (port: number) =>
  until(
    `something listening on ${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      }),
  );

/** Debian's redis-server on `port`, in memory only (the state a cluster's instances share), once it listens. */
export async function startRedis(port: number): Promise<Proc> {
  const redis = run("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {});
  await listening(port);
  return redis;
}

/** The lines of nginx's main context the repository's file gives the operator (it cannot set them itself). */
function nginxMainLines(site = fs.readFileSync("docs/deploy/nginx.conf", "utf8")): string[] {
  return [
    /^#\s+(worker_rlimit_nofile \d+;)$/m.exec(site)?.[1] ?? "",
    /^#\s+(events \{ worker_connections \d+; \})$/m.exec(site)?.[1] ?? "events { worker_connections 256; }",
  ];
}

/** Writes the repository's nginx.conf with these ports (and `edit` made to it) inside a minimal main configuration
 * with the lines the file asks for, in `dir`; returns the file. */
export function nginxConfig(dir: string, ports: { nginx: number; a: number; b: number }, edit = (site: string) => site): string {
  const site = edit(
    fs
      .readFileSync("docs/deploy/nginx.conf", "utf8")
      .replaceAll("/srv/portal/", `${process.cwd()}/`)
      .replace("127.0.0.1:3000", `127.0.0.1:${ports.a}`)
      .replace("127.0.0.1:3010", `127.0.0.1:${ports.b}`)
      .replace("listen 8080;", `listen 127.0.0.1:${ports.nginx};`),
  );
  const tmp = fs.mkdtempSync(path.join(dir, "nginx-"));
  const file = path.join(tmp, "nginx.conf");
  fs.writeFileSync(
    file,
    `daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
${nginxMainLines().join("\n")}
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${site}
}
`,
  );
  return file;
}
