import { chromium } from "playwright-core";
import fs from "node:fs";
const tok = fs.readFileSync("/tmp/tok", "utf8").trim();
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--autoplay-policy=no-user-gesture-required"] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
await ctx.addCookies([{ name: "UserTicket", value: tok, domain: "localhost", path: "/" }]);
const p = await ctx.newPage();
p.on("console", m => console.log("console", m.type(), m.text().slice(0, 200)));
p.on("pageerror", e => console.log("pageerror", e.message));
await p.goto(process.argv[2] ?? "http://localhost:11250/my/feed");
await p.screenshot({ path: "/tmp/shot1.png" });
const vod = p.locator('[data-preview="ready"]').first();
if (await vod.count()) {
  await vod.scrollIntoViewIfNeeded();
  await p.waitForTimeout(4000);
  console.log(await p.evaluate(() => [...document.querySelectorAll("video")].map(v => ({ state: v.dataset.previewState, t: v.currentTime, paused: v.paused, err: v.error?.code }))));
  await p.screenshot({ path: "/tmp/shot2.png" });
}
await b.close();
