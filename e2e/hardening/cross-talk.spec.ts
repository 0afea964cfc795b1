// Case 26 (issue 19): one render must never shape another's. The two HTML sanitiser policies (help
// content, station posts) used one after the other in one process.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ownPort, startPortal, stopAll, summarise } from "./support";

test.afterAll(stopAll);

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
