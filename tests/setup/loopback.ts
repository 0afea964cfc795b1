// An Express app served on loopback for the length of a test file, with msw letting its requests through
// (msw fails every other unhandled request). Returns its base URL, read once the server listens.
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { server as msw } from "../mocks/server";

export function serveOnLoopback(build: () => Express): { readonly base: string } {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const server = build().listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => msw.use(http.all(`${base}/*`, () => passthrough())));
  return {
    get base() {
      return base;
    },
  };
}
