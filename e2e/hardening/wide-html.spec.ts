// Case 28: upstream content made for a desktop, written straight into the reference upstream's database of a
// portal of our own, as a careless back office or streamer would: HTML with a 300-character word, a long
// address, a table of twelve columns, a 2,000 px picture and a long preformatted line; nicknames, FAQ titles
// and help categories of 80 characters without a space. On a 390 px phone every page that shows them stays
// as wide as the screen: words and addresses break, the picture shrinks, the line wraps, the table scrolls in
// its own box with its cells' words whole, and a name wraps or ends in an ellipsis.
import Database from "better-sqlite3";
import { devices, expect } from "@playwright/test";
import { expectBrowserErrors, test } from "../browser-errors";
import { ownPort, startPortal, stopAll, storedContentPages, storedContentTargets, summarise } from "./support";

test.afterAll(stopAll);

const { defaultBrowserType: _browser, ...iPhone13 } = devices["iPhone 13"];
const MARK = "넓은본문표시";
const CELL = "일정표첫번째칸";
const LONG_WORD = `${MARK}${"ABCDEFGHIJ".repeat(30)}`;
const ADDRESS = `https://example.com/${"path/".repeat(60)}?q=${"x".repeat(100)}`;
const WIDE = [
  `<p>${LONG_WORD}</p>`,
  `<p><a href="${ADDRESS}">${ADDRESS}</a></p>`,
  `<table><tr>${`<td>${CELL}</td>`.repeat(12)}</tr></table>`,
  `<p><img src="/x.png" width="2000" height="300" alt="넓은 그림"></p>`,
  `<pre>${"코드 한 줄이 아주 깁니다 ".repeat(30)}</pre>`,
].join("");
const LONG_NAME = (start: string) => `${start}${"가나다라마바사아자차카타파하".repeat(4)}${"ABCDEFGHIJ".repeat(2)}`;
const WIDE_MARKDOWN = `${LONG_WORD}\n\n${ADDRESS}\n\n\`\`\`\n${"코드 한 줄이 아주 깁니다 ".repeat(30)}\n\`\`\``;

test("case 28: upstream HTML and names wider than a phone (a long word and address, a wide table, picture and preformatted line; long nicknames and titles) keep every page at 390 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The wide picture's address is made up (only its size matters): its 404s are the test's.
  expectBrowserErrors(/status of 404 .*\/x\.png\)$/);
  const portal = await startPortal(ownPort(180), { LOG_LEVEL: "warn", FORM_MIN_FILL_MS: "0" });
  const db = new Database(portal.dbPath!);
  db.pragma("busy_timeout = 5000");
  const { faq, theme } = storedContentTargets(db);
  db.transaction(() => {
    db.prepare("UPDATE help_faqs SET contents = ?, answer_md = ?").run(WIDE, WIDE_MARKDOWN);
    db.prepare("UPDATE help_answers SET contents = ?").run(WIDE);
    db.prepare("UPDATE search_themes SET html = ?").run(WIDE);
    // The station's posts are also the feed's (one post table).
    db.prepare("UPDATE station_posts SET content = ?").run(WIDE);
    db.prepare("UPDATE station_display SET title_text = ?").run(WIDE);
    db.prepare("UPDATE users SET nickname = ? || nickname").run(LONG_NAME("긴닉네임"));
    db.prepare("UPDATE help_faqs SET title = ? || title").run(LONG_NAME("긴질문"));
    db.prepare("UPDATE help_nodes SET node_name = ? || node_name").run(LONG_NAME("긴분류"));
  })();
  const { post, account, ticket } = await storedContentPages(db, portal.upstreamUrl);
  db.close();

  const context = await browser.newContext({ ...iPhone13, viewport: { width: 390, height: 844 }, locale: "ko-KR", baseURL: portal.url });
  await context.addCookies([{ name: account.cookieParts.name, value: account.cookieParts.value, domain: "localhost", path: "/" }]);
  const page = await context.newPage();
  const results: Array<{ field: string; width: number; brokenCells: number; tableScrolls: boolean | null }> = [];
  const measure = async (field: string, shown = MARK) => {
    await expect(page.getByText(shown, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    const seen = await page.evaluate(
      ({ cell }) => {
        const cells = [...document.querySelectorAll("td")].filter((td) => td.textContent === cell);
        const lines = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size;
        };
        const table = cells[0]?.closest("table");
        return {
          width: document.documentElement.scrollWidth,
          brokenCells: cells.filter((td) => lines(td) > 1).length,
          tableScrolls: table ? table.scrollWidth > table.clientWidth : null,
        };
      },
      { cell: CELL },
    );
    results.push({ field, ...seen });
  };
  const visit = async (field: string, url: string, shown = MARK) => {
    await page.goto(url);
    await measure(field, shown);
  };
  await visit("FAQ answer", `/help/faq/${faq.kb_id}`);
  await visit("FAQ layer", `/help?faq=${faq.kb_id}`);
  await visit("inquiry answer", `/help/my-inquiry/${ticket}`);
  await visit("search theme", `/search?szKeyword=${encodeURIComponent(theme)}`);
  await visit("feed post", "/my/feed");
  await visit("station title", `/station/${post.user_id}`);
  await visit("station post", `/station/${post.user_id}/post/${post.title_no}`);
  await visit("help home's FAQ titles and categories", "/help", "긴질문");
  await visit("feed nicknames", "/my/feed", "긴닉네임");
  await visit("hot posts' nicknames", "/my/feed/hotissue", "긴닉네임");
  // The chatbot answers with the FAQ's markdown answer rendered as HTML.
  await page.goto("/help/chatbot");
  await page.getByLabel("질문 입력").fill(faq.title);
  await page.getByRole("button", { name: /보내기|전송/ }).click();
  await measure("chatbot answer");
  await context.close();
  await portal.stop();

  const wide = results.filter((result) => result.width !== 390);
  expect(wide, JSON.stringify(wide)).toEqual([]);
  // Where the table is, its cells keep their words whole and it scrolls in its own box.
  const tables = results.filter((result) => result.tableScrolls !== null);
  expect(tables.length).toBeGreaterThanOrEqual(6);
  expect(tables.filter((result) => result.brokenCells > 0 || !result.tableScrolls)).toEqual([]);
  summarise(test.info(), {
    case: 28,
    attack: `a 300-character word, a 400-character address, a 12-column table, a 2,000 px picture and a long <pre> line; 80-character names without a space: ${results.map((r) => r.field).join(", ")}`,
    expected: "every page 390 px wide on a 390 px phone; the table scrolls in its own box, no cell word broken",
    seen: `${results.length} pages, widths ${[...new Set(results.map((r) => r.width))].join(", ")} px; ${tables.length} tables, ${tables.filter((r) => r.tableScrolls).length} scrolling in their box, ${tables.reduce((n, r) => n + r.brokenCells, 0)} cells broken`,
  });
});
