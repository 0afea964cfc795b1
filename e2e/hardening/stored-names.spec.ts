// Case 34 (issue 53, item 5): a name the upstream sends that the portal turns into something of its own, written
// straight into the reference upstream's database of a portal of our own (as a careless back office would): a
// popup whose cookie key is the login cookie's name, closed for a day by a member.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { cookiesSetBy, freshAccount, ownPort, startPortal, stopAll, summarise } from "./support";

test.afterAll(stopAll);

/** The reference upstream's dates: Korea's wall clock. */
const kst = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
const DAY = 86_400_000;

/** A browser's cookie jar, reduced: the cookies `setCookies` sets replace those of the same name. */
function withCookies(header: string, setCookies: string): string {
  const jar = new Map(header.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const pair of setCookies.split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
  return [...jar.values()].join("; ");
}

test("case 34: a popup whose cookie key names the login cookie, closed for a day, leaves the member logged in", async () => {
  test.setTimeout(60_000);
  const portal = await startPortal(ownPort(210), { LOG_LEVEL: "warn" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const account = await freshAccount(portal.upstreamUrl);
  // Open now on '/', first of all, its key the upstream's login cookie.
  db.prepare("INSERT INTO promo_popups (idx, path, start_time, end_time, cookie_key, title, link_url, order_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?)").run(
    90,
    "/",
    kst(Date.now() - DAY),
    kst(Date.now() + 30 * DAY),
    account.cookieParts.name,
    "로그인 쿠키 이름의 팝업",
    "/live/all",
    0,
  );
  db.close();

  const home = async (cookie: string) => {
    const html = await (await fetch(`${portal.url}/`, { headers: { cookie } })).text();
    return { member: html.includes("로그아웃"), popup: html.includes(`data-popup="${account.cookieParts.name}"`) };
  };
  const before = await home(account.cookie);
  // '24시간 동안 보지 않기' and 닫기, as the form posts it without JS.
  const closed = await fetch(`${portal.url}/resources/popup`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: account.cookie, origin: portal.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "close", key: account.cookieParts.name, hide: "y", returnTo: "/" }),
  });
  const set = cookiesSetBy(closed);
  const after = await home(withCookies(account.cookie, set));
  await portal.stop();

  summarise(test.info(), {
    case: 34,
    attack: `an upstream popup on '/' whose cookie_key is '${account.cookieParts.name}', closed by a member with '24시간 동안 보지 않기'`,
    expected: "the popup's cookie is set in the popups' namespace; the member stays logged in and the popup stays closed",
    seen: `before: member ${before.member}, popup ${before.popup}; close ${closed.status} set '${set}'; after: member ${after.member}, popup ${after.popup}`,
  });
  expect(before).toEqual({ member: true, popup: true });
  expect(closed.status).toBe(302);
  expect(set).not.toMatch(new RegExp(`(^|; )${account.cookieParts.name}=`));
  expect(after).toEqual({ member: true, popup: false });
});
