// Case 21 (issue 19) against the JS-on server: every action route swept with malformed requests (no body,
// JSON, text/plain, a broken multipart body, CR/LF in the values).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { common } from "../../app/i18n/ko/common";
import { summarise, upstreamCallsOf } from "./support";

/** Sample values of the route parameters (the folder names' `$name` segments). */
const PARAMS: Record<string, string> = {
  streamerId: "streamer01",
  titleNo: "90000002",
  bbsId: "1",
  idx: "1",
  target: "all",
  questionId: "1",
  userId: "streamer01",
};

/** The URL of a flat-route folder (routes/my.favorite_.groups.remove.$idx → /my/favorite/groups/remove/1). */
function urlOf(folder: string): string {
  const segments = folder
    .replace(/\[\.\]/g, "\u0000")
    .split(".")
    .map((segment) => segment.replace(/\u0000/g, "."))
    .filter((segment) => segment !== "_index" && !/^\(.*\)$/.test(segment) && !/^_/.test(segment))
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? (PARAMS[segment.slice(1)] ?? "1") : segment));
  return `/${segments.join("/")}`;
}

/** Every route whose module exports an action, read from the route folders (so that a new one is swept too). */
function actionRoutes(): string[] {
  const routes = path.resolve("app", "routes");
  return fs
    .readdirSync(routes)
    .filter((folder) => {
      const file = path.join(routes, folder, "route.tsx");
      return fs.existsSync(file) && /export\s+(\{[^}]*\baction\b[^}]*\}|(const|async function|function)\s+action\b)/.test(fs.readFileSync(file, "utf8"));
    })
    .map(urlOf)
    .sort();
}

const STACK = /\bat [\w.<>]+ \(|node_modules|\.server\.ts|TypeError|SyntaxError|ZodError|Unexpected Server Error/;
const CRLF = "\r\nSet-Cookie: injected=1";

test("case 21: malformed requests to every action route get a 4xx with the generic page, never a 500 or a stack trace", async ({
  baseURL,
  upstream,
  page,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  await upstream.loginAs("viewer01");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const routes = actionRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const bodies: Array<{ label: string; headers: Record<string, string>; body?: string }> = [
    { label: "no body", headers: {} },
    { label: "JSON", headers: { "content-type": "application/json" }, body: JSON.stringify({ intent: "delete", returnTo: "/" }) },
    { label: "text/plain", headers: { "content-type": "text/plain;charset=UTF-8" }, body: "intent=delete\nreturnTo=/" },
    { label: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=----x" }, body: "------x\r\nContent-Disposition: form-da" },
  ];
  const failures: string[] = [];
  const statuses = new Map<string, Set<number>>();
  for (const route of routes) {
    for (const { label, headers, body } of bodies) {
      const response = await fetch(`${origin}${route}`, { method: "POST", headers: { ...headers, origin, cookie }, body, redirect: "manual" });
      const text = await response.text();
      statuses.set(label, (statuses.get(label) ?? new Set()).add(response.status));
      const refused = response.status >= 400 && response.status < 500 && text.includes(common.errors.genericTitle);
      // A broken multipart body is the route's to judge once it reads it (a form with its errors, a refusal
      // by permission first, logout reads none): anything but a 5xx.
      const fine = !STACK.test(text) && (refused || (label === "broken multipart" && response.status < 500));
      if (!fine) failures.push(`${label} ${route} → ${response.status}`);
    }
    // CR/LF in the values a route may put into a header (Location, Set-Cookie): never a 500 or a split header.
    const form = new URLSearchParams({ intent: "delete", returnTo: `/${CRLF}`, redirectTo: `/${CRLF}`, href: `/${CRLF}`, key: `k${CRLF}` });
    const response = await fetch(`${origin}${route}`, { method: "POST", headers: { origin, cookie }, body: form, redirect: "manual" });
    const text = await response.text();
    if (response.status >= 500 || STACK.test(text) || response.headers.get("set-cookie")?.includes("injected"))
      failures.push(`CR/LF values ${route} → ${response.status}`);
  }
  // The one named in the issue: mark-viewed's href with a CR/LF after a player's address.
  const player = await page.request.get("/my/history/later").then((r) => r.text());
  const playerBase = /href="(http[^"]+\/player\/)\d+"/.exec(player)?.[1] ?? `${upstream.url}/vod/player/`;
  const markViewed = await fetch(`${origin}/my/history/later`, {
    method: "POST",
    headers: { origin, cookie },
    body: new URLSearchParams({ intent: "mark-viewed", type: "VOD", id: "90000001", href: `${playerBase}90000001${CRLF}` }),
    redirect: "manual",
  });
  const markText = await markViewed.text();
  const markFine = markViewed.status >= 400 && markViewed.status < 500 && markText.includes(common.errors.genericTitle);
  if (!markFine) failures.push(`mark-viewed href with CR/LF → ${markViewed.status}`);
  summarise(test.info(), {
    case: 21,
    attack: `${routes.length} action routes × (POST without a body, JSON, text/plain, broken multipart, CR/LF in returnTo/redirectTo/href/key); mark-viewed href with CR/LF`,
    expected:
      "4xx with the generic page for every body that is no form; a broken multipart body and CR/LF values never 5xx (nor a split header); mark-viewed 4xx; no stack trace",
    seen: failures.length
      ? `${failures.length} failures: ${failures.slice(0, 6).join(", ")}${failures.length > 6 ? ", …" : ""}`
      : `${[...statuses].map(([label, codes]) => `${label} ${[...codes].join("/")}`).join(", ")}; CR/LF values no 5xx; mark-viewed ${markViewed.status}`,
  });
  expect(failures).toEqual([]);
});
