// Cases 34 and 35: names the upstream sends that the portal turns into something of
// its own, written straight into the reference upstream's database of a portal of our own (as a careless back
// office or a hostile user would). A popup whose cookie key is the login cookie's name, closed for a day by a
// member; post titles and nicknames carrying NUL and right-to-left overrides, rendered in board lists.
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

/** Characters that are never text: NUL, the other C0 controls but tab/newline, and the bidi overrides and isolates. */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\\u0000|\\u202[a-e]|&#(0|8238|x202e);/i;

test("case 35: NUL and right-to-left overrides in post titles and nicknames are removed wherever they are shown", async () => {
  test.setTimeout(60_000);
  const portal = await startPortal(ownPort(212), { LOG_LEVEL: "warn" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const post = db
    .prepare(
      "SELECT p.title_no, d.user_id FROM station_posts p JOIN station_display d ON d.station_no = p.station_no WHERE d.status_code = 0 ORDER BY p.title_no LIMIT 1",
    )
    .get() as { title_no: number; user_id: string };
  db.transaction(() => {
    // '공지gnp.exe' with an override before 'gnp.exe' reads 'exe.png' and reverses whatever follows on its line.
    db.prepare("UPDATE station_posts SET title = char(0) || '공지' || char(8238) || 'gnp.exe' || char(8236) || char(7) WHERE title_no = ?").run(post.title_no);
    db.prepare("UPDATE users SET nickname = char(8238) || nickname || char(0) WHERE user_id = ?").run(post.user_id);
  })();
  const nickname = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck().get(post.user_id) as string;
  db.close();
  const shownNickname = nickname.replace(/[\u0000\u202e]/g, "");

  const pages = [
    ["board list", `/station/${post.user_id}/board`],
    ["station home", `/station/${post.user_id}`],
    ["post", `/station/${post.user_id}/post/${post.title_no}`],
  ] as const;
  const seen: string[] = [];
  const wrong: string[] = [];
  for (const [name, path] of pages) {
    const response = await fetch(`${portal.url}${path}`);
    const html = await response.text();
    const title = html.includes("공지gnp.exe");
    const hostile = NOT_TEXT.exec(html)?.[0];
    seen.push(`${name} ${response.status}: title ${title ? "clean" : "missing"}, nickname ${html.includes(shownNickname) ? "clean" : "missing"}`);
    if (response.status !== 200 || hostile !== undefined) wrong.push(`${name}: ${response.status} ${JSON.stringify(hostile)}`);
    if (name !== "station home" && !title) wrong.push(`${name}: no clean title`);
  }
  await portal.stop();
  summarise(test.info(), {
    case: 35,
    attack: "a post title '\\0공지\\u202Egnp.exe\\u202C\\x07' and its author's nickname wrapped in U+202E and NUL, written into the upstream",
    expected: "every page shows '공지gnp.exe' and the nickname without any control or bidi-override character (HTML and page data)",
    seen: `${seen.join("; ")}${wrong.length ? `; wrong: ${wrong.join("; ")}` : ""}`,
  });
  expect(wrong).toEqual([]);
});
