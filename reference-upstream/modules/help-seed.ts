// The help centre's tables and their seed: the FAQ tree (from seed/help-content.ts), the searched keywords
// and the demo viewer's tickets with staff answers; a cloned account gets copies of those tickets.
import { FAQ_SEEDS, HELP_NODES, KEYWORD_SEEDS, type FaqSeed } from "../seed/help-content";
import { kstWallClock, DAY, HOUR, MINUTE } from "../time";
import type { Db, SeedContext } from "../types";
import { clearUploads } from "./help-files";

/** Help node ids as the service writes them: NODE and ten digits. */
export const nodeId = (short: number) => `NODE${String(short).padStart(10, "0")}`;
/** Ticket ids start here (seeded ones first). */
export const FIRST_TICKET_ID = 5_000_000;

export function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS help_nodes (
      node_id TEXT PRIMARY KEY,
      parent_id TEXT,
      node_name TEXT NOT NULL,
      service_type TEXT NOT NULL,          -- ROOT | SVFAQ | SVQNA
      sort_order INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_faqs (
      kb_id INTEGER PRIMARY KEY,
      node_id TEXT NOT NULL,
      title TEXT NOT NULL,
      contents TEXT NOT NULL,              -- HTML
      answer_md TEXT NOT NULL,             -- the chatbot's markdown answer
      keywords TEXT NOT NULL,              -- JSON array
      top_rank INTEGER,
      help_info INTEGER NOT NULL DEFAULT 0,
      view_cnt INTEGER NOT NULL DEFAULT 0,
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_faq_feedback (
      id INTEGER PRIMARY KEY,
      kb_id INTEGER NOT NULL,
      is_satisfied TEXT NOT NULL,          -- Y | N
      user_id TEXT,
      idem_key TEXT UNIQUE,                -- the form's idempotency key: one row per key
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_keywords (
      keyword TEXT PRIMARY KEY,
      search_cnt INTEGER NOT NULL,
      last_searched_at TEXT
    );
    CREATE TABLE IF NOT EXISTS help_tickets (
      ticket_id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT,                        -- the member, or NULL for guests
      registered INTEGER NOT NULL,         -- 0 while it only holds uploaded files (tempfile.php)
      node_id TEXT,
      register_type TEXT,
      customer_email TEXT,
      title TEXT,
      contents TEXT,
      status TEXT NOT NULL,                -- RECEIVE | ANSWTMP | ANSWADD | ANSWEND
      in_channel TEXT,
      password_hash TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS help_tickets_user ON help_tickets(user_id, registered);
    -- A registration's idempotency key: the same key never makes a second ticket.
    CREATE TABLE IF NOT EXISTS help_register_keys (
      idem_key TEXT PRIMARY KEY,
      ticket_id INTEGER NOT NULL REFERENCES help_tickets(ticket_id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_files (
      file_id INTEGER PRIMARY KEY,
      ticket_id INTEGER NOT NULL REFERENCES help_tickets(ticket_id) ON DELETE CASCADE,
      stored_name TEXT NOT NULL,           -- generated; the original name is data only
      original_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      mime TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_answers (
      answer_id INTEGER PRIMARY KEY,
      ticket_id INTEGER NOT NULL REFERENCES help_tickets(ticket_id) ON DELETE CASCADE,
      kind TEXT NOT NULL,                  -- ANSWTMP | ANSWADD | ANSWEND
      staff_name TEXT NOT NULL,
      contents TEXT NOT NULL,              -- HTML written by staff
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_surveys (
      ticket_id INTEGER PRIMARY KEY REFERENCES help_tickets(ticket_id) ON DELETE CASCADE,
      speed INTEGER NOT NULL,
      feedback INTEGER NOT NULL,
      is_member TEXT NOT NULL,
      user_id TEXT,
      idem_key TEXT,                       -- the form's idempotency key: its repeat is the same answer
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_chat_log (
      id INTEGER PRIMARY KEY,
      user_message TEXT NOT NULL,
      kb_id INTEGER,
      idem_key TEXT UNIQUE,                -- the form's idempotency key: one row per key
      created_at TEXT NOT NULL
    );
  `);
}

// ── Seed ─────────────────────────────────────────────────────────────────────────────────────────
export const stripTags = (html: string) => html.replace(/<[^>]*>/g, "").trim();

function faqHtml(faq: FaqSeed): string {
  const paragraphs = faq.body.map((text) => `<p>${text}</p>`).join("");
  const steps = faq.steps ? `<ol>${faq.steps.map((step) => `<li>${step}</li>`).join("")}</ol>` : "";
  return `${paragraphs}${steps}`;
}

function faqMarkdown(faq: FaqSeed): string {
  const paragraphs = faq.body.map(stripTags).filter(Boolean);
  const steps = faq.steps ? faq.steps.map((step, index) => `${index + 1}. ${step}`).join("\n") : "";
  return [`**${faq.title}**`, ...paragraphs, steps].filter(Boolean).join("\n\n");
}

type TicketSeed = { node: number; title: string; status: "RECEIVE" | "ANSWTMP" | "ANSWADD" | "ANSWEND"; daysAgo: number; rated?: [number, number] };

/** The demo viewer's history: every kind and status, two pages of it. */
const VIEWER_TICKETS: TicketSeed[] = [
  { node: 604, title: "비밀번호 변경 후 로그인이 되지 않습니다", status: "ANSWEND", daysAgo: 2, rated: [80, 100] },
  { node: 621, title: "결제했는데 별풍선이 들어오지 않았어요", status: "ANSWEND", daysAgo: 5 },
  { node: 134, title: "제 영상을 무단으로 올린 VOD 신고합니다", status: "ANSWTMP", daysAgo: 7 },
  { node: 613, title: "VOD 재생 중 소리가 나오지 않아요", status: "ANSWADD", daysAgo: 9 },
  { node: 610, title: "채팅창에 글이 입력되지 않습니다", status: "RECEIVE", daysAgo: 11 },
  { node: 631, title: "불법촬영물로 보이는 방송을 신고합니다", status: "ANSWEND", daysAgo: 15, rated: [60, 60] },
  { node: 615, title: "다크 모드를 지원해 주세요", status: "ANSWEND", daysAgo: 20 },
  { node: 605, title: "휴대폰 번호 변경이 안 돼요", status: "ANSWEND", daysAgo: 26, rated: [100, 80] },
  { node: 133, title: "음란한 썸네일의 방송을 신고합니다", status: "RECEIVE", daysAgo: 31 },
  { node: 618, title: "안드로이드 앱이 자꾸 종료됩니다", status: "ANSWEND", daysAgo: 38 },
  { node: 622, title: "구독권 결제를 취소하고 싶습니다", status: "ANSWEND", daysAgo: 44 },
  { node: 630, title: "이벤트 당첨 상품은 언제 받나요", status: "ANSWTMP", daysAgo: 52 },
  { node: 607, title: "방송 화질 설정 방법이 궁금합니다", status: "ANSWEND", daysAgo: 61, rated: [40, 60] },
  { node: 137, title: "욕설이 심한 채팅 사용자를 신고합니다", status: "ANSWEND", daysAgo: 75 },
];

const REGISTER_TYPE_OF_NODE = (short: number) =>
  short >= 133 && short <= 137 ? "exMailDeclare" : short >= 631 && short <= 633 ? "exMailIllegal" : short === 473 ? "exMailObjection" : "exMailQuestion";

const ANSWER_TEXT: Record<TicketSeed["status"], string> = {
  RECEIVE: "",
  ANSWTMP: "<p>문의하신 내용을 확인하고 있습니다. 담당 부서 확인 후 다시 안내드리겠습니다.</p>",
  ANSWADD: "<p>추가로 확인이 필요한 부분이 있어 안내드립니다. 사용 중인 기기 모델과 앱 버전을 알려주시면 빠르게 확인하겠습니다.</p>",
  ANSWEND:
    '<p>문의하신 내용은 확인 후 조치가 완료되었습니다.</p><p>같은 문제가 다시 발생하면 <a href="/help/inquiry">1:1 문의</a>로 알려주세요. 이용해 주셔서 감사합니다.</p>',
};

export function seed({ db, now }: SeedContext) {
  clearUploads(db);
  const insertNode = db.prepare("INSERT INTO help_nodes (node_id, parent_id, node_name, service_type, sort_order) VALUES (?, ?, ?, ?, ?)");
  HELP_NODES.forEach((node, index) => insertNode.run(nodeId(node.id), node.parent === null ? null : nodeId(node.parent), node.name, node.service, index));

  const insertFaq = db.prepare(
    `INSERT INTO help_faqs (kb_id, node_id, title, contents, answer_md, keywords, top_rank, help_info, view_cnt, reg_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  FAQ_SEEDS.forEach((faq, index) => {
    insertFaq.run(
      1001 + index,
      nodeId(faq.node),
      faq.title,
      faqHtml(faq),
      faqMarkdown(faq),
      JSON.stringify(faq.keywords),
      faq.top ?? null,
      faq.helpInfo ? 1 : 0,
      (FAQ_SEEDS.length - index) * 37,
      kstWallClock(now - (index + 3) * 5 * DAY),
    );
  });

  const insertKeyword = db.prepare("INSERT INTO help_keywords (keyword, search_cnt) VALUES (?, ?)");
  for (const [keyword, count] of KEYWORD_SEEDS) insertKeyword.run(keyword, count);

  // Ticket ids start at a realistic size.
  db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('help_tickets', ?)").run(FIRST_TICKET_ID);
  for (const ticket of [...VIEWER_TICKETS].reverse()) insertSeedTicket(db, "viewer01", ticket, now);
}

function insertSeedTicket(db: Db, userId: string, ticket: TicketSeed, now: number) {
  const created = now - ticket.daysAgo * DAY - 3 * HOUR;
  const id = Number(
    db
      .prepare(
        `INSERT INTO help_tickets (user_id, registered, node_id, register_type, customer_email, title, contents, status, in_channel, created_at, updated_at)
         VALUES (?, 1, ?, ?, ?, ?, ?, ?, 'web', ?, ?)`,
      )
      .run(
        userId,
        nodeId(ticket.node),
        REGISTER_TYPE_OF_NODE(ticket.node),
        `${userId}@example.com`,
        ticket.title,
        `${ticket.title}.\n자세한 확인 부탁드립니다.\n\n--- Device Information ---\nversion: 1\nmodel: web\nOS Version: web`,
        ticket.status,
        kstWallClock(created),
        kstWallClock(created + HOUR),
      ).lastInsertRowid,
  );
  if (ticket.status !== "RECEIVE") {
    db.prepare("INSERT INTO help_answers (ticket_id, kind, staff_name, contents, created_at) VALUES (?, ?, ?, ?, ?)").run(
      id,
      ticket.status,
      "상담원 김하늘",
      ANSWER_TEXT[ticket.status],
      kstWallClock(created + 20 * HOUR + 17 * MINUTE),
    );
  }
  if (ticket.rated) {
    db.prepare("INSERT INTO help_surveys (ticket_id, speed, feedback, is_member, user_id, created_at) VALUES (?, ?, ?, 'Y', ?, ?)").run(
      id,
      ticket.rated[0],
      ticket.rated[1],
      userId,
      kstWallClock(created + 2 * DAY),
    );
  }
}

/** A cloned account gets copies of the template's tickets, with new ids, their answers and surveys. */
export function cloneTickets(db: Db, fromUserId: string, toUserId: string) {
  const tickets = db.prepare("SELECT * FROM help_tickets WHERE user_id = ? AND registered = 1 ORDER BY ticket_id").all(fromUserId) as Array<
    Record<string, unknown> & { ticket_id: number }
  >;
  for (const ticket of tickets) {
    const newId = Number(
      db
        .prepare(
          `INSERT INTO help_tickets (user_id, registered, node_id, register_type, customer_email, title, contents, status, in_channel, password_hash, created_at, updated_at)
           SELECT ?, registered, node_id, register_type, customer_email, title, contents, status, in_channel, password_hash, created_at, updated_at
           FROM help_tickets WHERE ticket_id = ?`,
        )
        .run(toUserId, ticket.ticket_id).lastInsertRowid,
    );
    db.prepare(
      "INSERT INTO help_answers (ticket_id, kind, staff_name, contents, created_at) SELECT ?, kind, staff_name, contents, created_at FROM help_answers WHERE ticket_id = ?",
    ).run(newId, ticket.ticket_id);
    db.prepare(
      "INSERT INTO help_surveys (ticket_id, speed, feedback, is_member, user_id, created_at) SELECT ?, speed, feedback, is_member, ?, created_at FROM help_surveys WHERE ticket_id = ?",
    ).run(newId, toUserId, ticket.ticket_id);
  }
}
