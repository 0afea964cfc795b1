// public/'s files are served for the addresses of files only: a page's address, the home page's
// above all (public/ itself), goes straight on to the pages without a look at the disk.
import fs from "node:fs";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { publicFiles } from "../../../server/public-files";
import { serveOnLoopback } from "../../setup/loopback";

const loopback = serveOnLoopback(() => {
  const app = express();
  app.use(publicFiles("public", { maxAge: "1h" }));
  app.use((req, res) => res.status(200).type("text").send(`page ${req.path}`));
  return app;
});

describe("public files", () => {
  it("serves a file of public/ with its caching", async () => {
    const response = await fetch(`${loopback.base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync("public/favicon.ico"))).toBe(true);
  });

  it.each(["/", "/live/all", "/images", "/station/streamer01/post/1"])("passes %s on to the pages without looking at the disk", async (address) => {
    const stat = vi.spyOn(fs, "stat");
    const response = await fetch(`${loopback.base}${address}`);
    expect(await response.text()).toBe(`page ${address}`);
    expect(stat).not.toHaveBeenCalled();
  });

  it("passes an address with an extension that is no file on to the pages (a route such as /manifest.webmanifest)", async () => {
    const response = await fetch(`${loopback.base}/manifest.webmanifest`);
    expect(await response.text()).toBe("page /manifest.webmanifest");
  });
});
