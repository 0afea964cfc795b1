// A drain closes no connection a request may be on its way over: a connection used a moment ago serves its next
// request, one just opened is answered even when its request comes after the listener closed, and only a connection
// idle for the whole idle time is closed before its next answer. Raw sockets, as a proxy's pooled connections.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainer, type Drainer } from "../../../server/draining";

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function serve(): Promise<{ drain: Drainer; port: number }> {
  const drain = drainer();
  const app = express();
  app.use(drain.middleware);
  app.get("/", (_req, res) => void res.send("ok"));
  server = http.createServer(app);
  drain.watch(server);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

/** A kept-alive connection: `ask()` sends GET / and resolves with the answer's head, or "closed" when the connection
 * closed instead. */
async function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let closed = false;
  socket.once("close", () => (closed = true));
  socket.on("error", () => {});
  return {
    get closed() {
      return closed;
    },
    ask: () =>
      new Promise<string>((resolve) => {
        let answer = "";
        const onData = (chunk: Buffer) => {
          answer += chunk.toString();
          if (!answer.endsWith("ok")) return;
          socket.off("data", onData);
          resolve(answer.split("\r\n\r\n")[0]);
        };
        socket.on("data", onData);
        socket.once("close", () => resolve("closed"));
        socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      }),
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(false));
    socket.once("error", () => resolve(true));
  });

describe("drainer", () => {
  it("serves through the grace period on the connections it has, and closes only those idle for the idle time", async () => {
    const { drain, port } = await serve();
    const used = await connection(port);
    const idle = await connection(port);
    expect(await idle.ask()).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await used.ask()).toMatch(/^HTTP\/1\.1 200/);

    drain.begin(1000);
    // The connection idle for 1.2 s is closed; the one used a moment ago is not, through the sweeps of the next
    // 600 ms (every 250 ms), and answers its next request, kept alive.
    await expect.poll(() => idle.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(used.closed).toBe(false);
    expect(await used.ask()).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: keep-alive/i);
  });

  it("after the grace period refuses new connections and answers those it has, each then closed", async () => {
    const { drain, port } = await serve();
    const kept = await connection(port);
    expect(await kept.ask()).toMatch(/^HTTP\/1\.1 200/);
    // Opened, its request not sent yet: what a proxy's new connection is for a moment.
    const opened = await connection(port);
    await expect.poll(() => new Promise((resolve) => server!.getConnections((_error, count) => resolve(count)))).toBe(2);
    drain.begin();
    const ended = drain.end(10_000);

    expect(await refused(port)).toBe(true);
    expect(await opened.ask()).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: close/i);
    expect(await kept.ask()).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: close/i);
    await expect.poll(() => opened.closed && kept.closed).toBe(true);
    expect(await ended).toBe(true);
  });
});
