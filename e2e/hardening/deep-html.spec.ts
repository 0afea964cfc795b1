// Case 29: upstream HTML that costs the DOM more than any page is worth, written straight into the reference
// upstream's database of a portal of our own: a post nested 20,000 <div>s deep (also the feed's), an FAQ
// answer of 30,000 tags, a search theme nested behind ignored end tags. jsdom's parse grows with the square of
// the nesting: before the bounds (utils/purifier.server.ts) the post page took 50 s of the event loop, and
// every other request of the process waited. Each page now answers with the content's text, and so does a
// page asked meanwhile.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ownPort, startPortal, stopAll, storedContentPages, storedContentTargets, summarise } from "./support";

test.afterAll(stopAll);

const MARK = "깊게중첩된본문";
const DEEP = `${"<div>".repeat(20_000)}${MARK}${"</div>".repeat(20_000)}`;
const MANY = `<p>${MARK}</p>${"<i>글</i>".repeat(15_000)}`;
const IGNORED_ENDS = `${"<span><div></span>".repeat(10_000)}${MARK}`;
/** Far below the 50 s the post took, far above what a page takes on a loaded machine. */
const PAGE_BUDGET_MS = 10_000;

test("case 29: upstream HTML nested 20,000 deep or of 30,000 tags: posts, the feed, FAQ answers and a theme answer at once with their text", async () => {
  test.setTimeout(120_000);
  const portal = await startPortal(ownPort(190), { LOG_LEVEL: "warn" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const { faq, theme } = storedContentTargets(db);
  const { post, account } = await storedContentPages(db, portal.upstreamUrl);
  const cookie = `${account.cookieParts.name}=${account.cookieParts.value}`;
  const seen: Array<{ field: string; status: number; ms: number; text: boolean }> = [];
  const ask = async (field: string, path: string) => {
    const started = Date.now();
    const response = await fetch(`${portal.url}${path}`, { headers: { cookie } });
    const html = await response.text();
    seen.push({ field, status: response.status, ms: Date.now() - started, text: html.includes(MARK) });
  };

  db.transaction(() => {
    db.prepare("UPDATE help_faqs SET contents = ?").run(MANY);
    db.prepare("UPDATE search_themes SET html = ?").run(IGNORED_ENDS);
  })();
  await ask("FAQ answer", `/help/faq/${faq.kb_id}`);
  await ask("search theme", `/search?szKeyword=${encodeURIComponent(theme)}`);
  // Posts last: the reference upstream's own post search reads every post's text, deep ones slowly.
  db.prepare("UPDATE station_posts SET content = ?").run(DEEP);
  db.close();
  // The post and another page at the same time: the other one must not wait for the post.
  await Promise.all([ask("station post", `/station/${post.user_id}/post/${post.title_no}`), ask("help home, meanwhile", "/help")]);
  await ask("feed", "/my/feed");
  await portal.stop();

  expect(seen.filter((page) => page.status !== 200)).toEqual([]);
  expect(seen.filter((page) => page.field !== "help home, meanwhile" && !page.text)).toEqual([]);
  expect(seen.filter((page) => page.ms > PAGE_BUDGET_MS)).toEqual([]);
  summarise(test.info(), {
    case: 29,
    attack: "a post (and feed item) nested 20,000 <div>s deep, an FAQ answer of 30,000 tags, a search theme nested behind 10,000 end tags the parser ignores",
    expected: `every page 200 with the content's text within ${PAGE_BUDGET_MS / 1000} s (before: 50 s of a blocked event loop), a page asked meanwhile too`,
    seen: seen.map((page) => `${page.field} ${page.status} ${page.ms} ms${page.text ? "" : " (no text)"}`).join(", "),
  });
});
