// Cases 17 and 26: one client's render must never shape another's. The guest-HTML micro-cache
// with interleaved clients of every kind (app webview, mobile and desktop browsers, Korean and English
// readers), and the two HTML sanitiser policies (help content, station posts) used one after the other.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ownPort, startPortal, stopAll, summarise } from "./support";

test.afterAll(stopAll);

const CLIENTS = {
  app: "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StreamOnApp/9.9.9",
  mobile: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
} as const;
const KOREAN = "ko-KR,ko;q=0.9,en;q=0.8";
const ENGLISH = "en-US,en;q=0.9";
/** A page is kept from its second request: the third round is served from the cache. */
const ROUNDS = 3;
const kstDate = (offsetDays = 0) => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("case 17: the guest-HTML micro-cache never hands one client's page to another (app / mobile / desktop, Korean / English)", async () => {
  test.setTimeout(90_000);
  // A long micro-cache, so that every repeat below would be served from it.
  const portal = await startPortal(ownPort(110), { LOG_LEVEL: "warn", GUEST_HTML_CACHE_MS: "30000" });
  const get = async (path: string, userAgent: string, language: string) => {
    const response = await fetch(`${portal.url}${path}`, { headers: { "user-agent": userAgent, "accept-language": language } });
    return { html: await response.text(), cache: response.headers.get("x-guest-cache") ?? "-" };
  };
  const wrong: string[] = [];
  const hits: string[] = [];
  // Deep links: the app's webview gets streamon:// links, browsers get web links.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [client, userAgent] of Object.entries(CLIENTS)) {
      const { html, cache } = await get("/live/all?x=1", userAgent, KOREAN);
      const deepLinks = (html.match(/streamon:\/\//g) ?? []).length;
      if ((client === "app") !== deepLinks > 0) wrong.push(`${client} round ${round + 1}: ${deepLinks} streamon:// links (${cache})`);
      if (round === ROUNDS - 1 && cache === "hit") hits.push(client);
    }
  }
  // League names: English unless the browser prefers Korean.
  const schedule = `/search?szKeyword=${encodeURIComponent("발로란트")}&gameTab=schedule&esportDate=${kstDate(2)}`;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [reader, language] of [
      ["english", ENGLISH],
      ["korean", KOREAN],
    ] as const) {
      const { html, cache } = await get(schedule, CLIENTS.desktop, language);
      // The league tabs as rendered (the loader data beside them holds both names).
      const tabs = /<nav aria-label="리그"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      const english = tabs.includes("Valorant Korea Cup");
      const korean = tabs.includes("발로란트 코리아 컵");
      if (reader === "english" ? !english : english || !korean)
        wrong.push(`${reader} round ${round + 1}: ${english ? "English" : "Korean"} league names (${cache})`);
      if (round === ROUNDS - 1 && cache === "hit") hits.push(reader);
    }
  }
  await portal.stop();
  summarise(test.info(), {
    case: 17,
    attack:
      "guests without cookies interleaved on /live/all?x=1 (app webview, mobile, desktop) and an esports schedule (en-US, ko-KR), three rounds, 30 s micro-cache",
    expected: "each client gets its own kind of page (deep links only in the app, league names in the reader's language); repeats still served from the cache",
    seen: `${wrong.length ? `${wrong.length} wrong pages: ${wrong.join("; ")}` : "every page right for its client"}; last-round cache hits: ${hits.join(", ") || "none"}`,
  });
  expect(wrong).toEqual([]);
  expect(hits.sort()).toEqual(["app", "desktop", "english", "korean", "mobile"]);
});

const FAQ_HTML = `<p>도움말 <a href="/help/faq">FAQ-LINK-MARK</a> <img src="/img/faq-guide.png" alt="FAQ-IMG-MARK"></p>`;
const POST_HTML = `<p>본문 <a href="https://example.com/guide">POST-LINK-MARK</a> <img src="/relative.png" alt="POST-REL-IMG"> <img src="https://example.com/a.png" alt="POST-ABS-IMG"></p>`;

/** The opening tag of the element whose text or alt is `mark`. */
const tagOf = (html: string, mark: string) =>
  new RegExp(`<a\\b[^>]*>${mark}</a>`).exec(html)?.[0] ?? new RegExp(`<img\\b[^>]*alt="${mark}"[^>]*>`).exec(html)?.[0] ?? null;

test("case 26: the help and station sanitiser policies stay apart, whichever runs first", async () => {
  test.setTimeout(60_000);
  const portal = await startPortal(ownPort(170), { LOG_LEVEL: "warn" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const faqs = db.prepare("SELECT kb_id FROM help_faqs ORDER BY kb_id LIMIT 2").pluck().all() as number[];
  const posts = db
    .prepare(
      `SELECT p.title_no, d.user_id FROM station_posts p JOIN station_display d ON d.station_no = p.station_no
         JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no
       WHERE d.status_code = 0 AND b.auth_no = 101 ORDER BY p.title_no LIMIT 2`,
    )
    .all() as Array<{ title_no: number; user_id: string }>;
  const update = db.prepare("UPDATE help_faqs SET contents = ? WHERE kb_id = ?");
  for (const id of faqs) update.run(FAQ_HTML, id);
  const updatePost = db.prepare("UPDATE station_posts SET content = ? WHERE title_no = ?");
  for (const post of posts) updatePost.run(POST_HTML, post.title_no);
  db.close();

  const page = async (path: string) => (await fetch(`${portal.url}${path}`)).text();
  const faqPolicy = (html: string) => {
    const link = tagOf(html, "FAQ-LINK-MARK") ?? "(no link)";
    const img = tagOf(html, "FAQ-IMG-MARK");
    const ok = !/nofollow|target="_blank"/.test(link) && img !== null;
    return { ok, seen: `${link}${img ? "" : " (image gone)"}` };
  };
  const postPolicy = (html: string) => {
    const link = tagOf(html, "POST-LINK-MARK") ?? "(no link)";
    const ok = /target="_blank"/.test(link) && /nofollow/.test(link) && tagOf(html, "POST-REL-IMG") === null && tagOf(html, "POST-ABS-IMG") !== null;
    return { ok, seen: link };
  };
  // Help first, then a station post, then help again, then a station post again.
  const order = [
    { label: "FAQ before any post", check: faqPolicy(await page(`/help/faq/${faqs[0]}`)) },
    { label: "post after an FAQ", check: postPolicy(await page(`/station/${posts[0].user_id}/post/${posts[0].title_no}`)) },
    { label: "FAQ after a post", check: faqPolicy(await page(`/help/faq/${faqs[1]}`)) },
    { label: "post after FAQs", check: postPolicy(await page(`/station/${posts[1].user_id}/post/${posts[1].title_no}`)) },
  ];
  await portal.stop();
  const broken = order.filter((step) => !step.check.ok);
  summarise(test.info(), {
    case: 26,
    attack: "an FAQ answer (relative link and image) and a station post (links, relative and absolute images) rendered alternately in one process",
    expected: "FAQ links unchanged and relative images kept; post links target=_blank with nofollow, relative images dropped; in either order",
    seen: broken.length ? broken.map((step) => `${step.label}: ${step.check.seen}`).join("; ") : order.map((step) => `${step.label} ok`).join(", "),
  });
  expect(broken.map((step) => step.label)).toEqual([]);
});
