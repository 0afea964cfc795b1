// The floating AI assistant's service (001 §2.15, §3.4, §7.10): one session per user (token, persona,
// chat-history flag, toggle, icon size) read and changed through the personal API host, and the
// assistant's own page (/assistant/) that the portal embeds. The page speaks the message protocol with
// the portal through window.parent.postMessage, one button per message type.
import crypto from "node:crypto";
import type { Request } from "express";
import { escapeHtml } from "../html";
import { type Db, type ModuleContext, type SeedContext, type UpstreamModule, userIdTables } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";

type SessionRow = {
  user_id: string;
  token: string;
  streamer_id: string;
  streamer_nick: string;
  streamer_profile: string;
  has_chat_history: number;
  toggle: string;
  icon_size: string;
};

const SIZES = new Set(["small", "medium", "large"]);
/** The brand the assistant's own message types carry (the portal's domain/assistant.ts names the same). */
const BRAND = "PERSONA";

function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS assistant_sessions (
      user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      token TEXT NOT NULL,            -- '' once removed (REMOVE_TOKEN)
      streamer_id TEXT NOT NULL,
      streamer_nick TEXT NOT NULL,
      streamer_profile TEXT NOT NULL,
      has_chat_history INTEGER NOT NULL DEFAULT 0,
      toggle TEXT NOT NULL DEFAULT 'ON',
      icon_size TEXT NOT NULL DEFAULT 'medium'
    );
  `);
}

const newToken = () => `ast_${crypto.randomBytes(18).toString("base64url")}`;

/** The persona fields of a streamer, as the service stores them. */
function personaOf(db: Db, ctx: Pick<ModuleContext, "protocolRelativeUrl">, streamerId: string) {
  const nick = db.prepare("SELECT nickname FROM users WHERE user_id = ? AND kind = 'streamer'").pluck().get(streamerId) as string | undefined;
  return nick ? { streamer_id: streamerId, streamer_nick: nick, streamer_profile: ctx.protocolRelativeUrl(imagePaths.avatar(streamerId)) } : null;
}

function seed(ctx: SeedContext) {
  const { db, rng } = ctx;
  const live = db.prepare("SELECT DISTINCT user_id FROM lives ORDER BY broad_no LIMIT 20").pluck().all() as string[];
  const token = () => `ast_${Array.from({ length: 24 }, () => rng.int(0, 15).toString(16)).join("")}`;
  const insert = db.prepare(
    `INSERT INTO assistant_sessions (user_id, token, streamer_id, streamer_nick, streamer_profile, has_chat_history, toggle, icon_size)
     VALUES (@user_id, @token, @streamer_id, @streamer_nick, @streamer_profile, @has_chat_history, @toggle, @icon_size)`,
  );
  // viewer01: on, with history; manager01: switched off (hidden icon); abroad01: on, no history yet.
  // streamer01, teen01 and suspended01 hold no session, so no assistant is shown to them.
  const seeded = [
    { user: "viewer01", streamer: live[0], history: 1, toggle: "ON" },
    { user: "manager01", streamer: live[1], history: 1, toggle: "OFF" },
    { user: "abroad01", streamer: live[2], history: 0, toggle: "ON" },
  ];
  for (const { user, streamer, history, toggle } of seeded) {
    const persona = personaOf(db, ctx, streamer);
    if (!persona) continue;
    insert.run({ user_id: user, token: token(), ...persona, has_chat_history: history, toggle, icon_size: "medium" });
  }
}

function sessionAnswer(row: SessionRow | undefined) {
  return {
    result: 1,
    data: row
      ? {
          token: row.token,
          persona: { streamer_id: row.streamer_id, streamer_nick: row.streamer_nick, streamer_profile: row.streamer_profile },
          has_chat_history: row.has_chat_history ? "Y" : "N",
          toggle: row.toggle,
          icon: { size: row.icon_size },
        }
      : { token: "" },
  };
}

const RESTRICTED = { result: -1, data: { code: -10000, message: "restricted area" }, message: "restricted area" };

/** The assistant's page: what it received (theme, height) and one button per message it can send. */
function assistantPage(db: Db, req: Request): string {
  const token = String(req.query.token ?? "");
  const row = token ? (db.prepare("SELECT * FROM assistant_sessions WHERE token = ?").get(token) as SessionRow | undefined) : undefined;
  const title = "AI 어시스턴트";
  if (!row) {
    return shell(title, `<main><h1>${title}</h1><p>세션이 만료되었습니다.</p></main>`, "");
  }
  const live = db
    .prepare("SELECT user_id, broad_no FROM lives WHERE user_id = ? UNION ALL SELECT user_id, broad_no FROM lives LIMIT 1")
    .get(row.streamer_id) as { user_id: string; broad_no: number } | undefined;
  const vod = db
    .prepare(
      "SELECT title_no FROM vods WHERE user_id = ? AND file_type NOT IN ('CATCH', 'CATCH_STORY') UNION ALL SELECT title_no FROM vods WHERE file_type = 'REVIEW' LIMIT 1",
    )
    .pluck()
    .get(row.streamer_id) as number | undefined;
  const clip = db.prepare("SELECT title_no FROM vods WHERE file_type = 'CATCH' ORDER BY title_no LIMIT 1").pluck().get() as number | undefined;
  const other = db.prepare("SELECT DISTINCT user_id FROM lives WHERE user_id <> ? ORDER BY broad_no LIMIT 1").pluck().get(row.streamer_id) as
    string | undefined;
  const button = (label: string, message: Record<string, unknown>) =>
    `<li><button type="button" data-message="${escapeHtml(JSON.stringify(message))}">${escapeHtml(label)}</button></li>`;
  const buttons = [
    button("토스트 보내기", { type: "THROW_TOAST", msg: `${row.streamer_nick} 어시스턴트의 메시지입니다.` }),
    button("연결 해제", { type: "REMOVE_TOKEN" }),
    button("높이 500", { type: "SETTING_HEIGHT", height: 500 }),
    button("높이 기본", { type: "SETTING_HEIGHT", height: "default" }),
    button("아이콘 작게", { type: "CHANG_FLOATING_PERSONA_SIZE", size: "small" }),
    button("아이콘 크게", { type: "CHANG_FLOATING_PERSONA_SIZE", size: "large" }),
    live ? button("LIVE 보기", { type: "WATCH_LIVE", streamer_id: live.user_id, broad_no: String(live.broad_no) }) : "",
    vod ? button("VOD 보기", { type: "WATCH_VOD", title_no: String(vod) }) : "",
    clip ? button("Catch 보기", { type: "WATCH_CATCH", title_no: String(clip) }) : "",
    button("전체 LIVE 열기", { type: "NAVIGATE_BROWSER", url: "/live/all" }),
    button("다음 화면", { type: `${BRAND}_PAGE_CHANGE`, page: "chat" }),
    button("닫기", { type: "CLOSE_WEBVIEW" }),
  ].join("");
  const body = `<main>
<h1>${escapeHtml(row.streamer_nick)} ${title}</h1>
<p>페르소나: <span id="persona">${escapeHtml(row.streamer_id)}</span> · 대화 기록: ${String(req.query.has_chat_history) === "true" ? "있음" : "없음"}</p>
<dl><dt>테마</dt><dd><output id="theme">-</output></dd><dt>높이</dt><dd><output id="height">-</output></dd></dl>
<ul class="buttons">${buttons}${other ? `<li><button type="button" id="switch" data-streamer="${escapeHtml(other)}">페르소나 바꾸기</button></li>` : ""}</ul>
</main>`;
  return shell(`${row.streamer_nick} ${title}`, body, script(token));
}

function script(token: string): string {
  // The portal is the parent frame; messages go to its origin only, and only its messages are read.
  return `<script>
(() => {
  const parentOrigin = (location.ancestorOrigins && location.ancestorOrigins[0]) || "*";
  const send = (message) => window.parent.postMessage(message, parentOrigin);
  for (const button of document.querySelectorAll("button[data-message]")) {
    button.addEventListener("click", () => send(JSON.parse(button.dataset.message)));
  }
  const swap = document.getElementById("switch");
  if (swap) swap.addEventListener("click", async () => {
    const response = await fetch("api/persona", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: ${JSON.stringify(token)}, streamer_id: swap.dataset.streamer }) });
    const answer = await response.json();
    if (answer.result !== 1) return;
    document.getElementById("persona").textContent = answer.data.streamer_id;
    send({ type: "UPDATE_PERSONA", ...answer.data });
  });
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || (parentOrigin !== "*" && event.origin !== parentOrigin)) return;
    const data = event.data || {};
    if (data.type === "theme") document.getElementById("theme").textContent = String(data.value);
    if (data.type === "${BRAND}_HEIGHT") document.getElementById("height").textContent = String(data.value);
  });
})();
</script>`;
}

function shell(title: string, body: string, scripts: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"Noto Sans KR",sans-serif;margin:0;padding:1rem;color:#1a1b1f;background:#fff;line-height:1.5}
h1{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dd{margin:0}
.buttons{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.4rem .75rem;cursor:pointer;border:1px solid #5b5f6b;border-radius:6px;background:#f4f5f7;color:#1a1b1f}
</style></head><body>${body}${scripts}</body></html>`;
}

export const extrasModule: UpstreamModule = {
  name: "extras",
  version: 1,
  tables: ["assistant_sessions"],
  migrate,
  seed,
  userTables: userIdTables("assistant_sessions"),
  // A copied account gets its own token, so that REMOVE_TOKEN in one test leaves the others alone.
  onCloneUser(db, _from, to) {
    db.prepare("UPDATE assistant_sessions SET token = ? WHERE user_id = ? AND token <> ''").run(newToken(), to);
  },
  mount(routers, ctx) {
    const { db } = ctx;
    const sessionOf = (userId: string) => db.prepare("SELECT * FROM assistant_sessions WHERE user_id = ?").get(userId) as SessionRow | undefined;

    routers.my.get("/api/persona/session", (req, res) => {
      const user = currentUser(db, req);
      res.json(user ? sessionAnswer(sessionOf(user.user_id)) : RESTRICTED);
    });
    // Toggle (ON | OFF), icon size, and the token's removal (form-encoded _method=delete).
    routers.my.post("/api/persona/toggle", (req, res) => {
      const user = currentUser(db, req);
      const toggle = String(req.body.toggle ?? "").toUpperCase();
      if (!user) return void res.json(RESTRICTED);
      if (toggle !== "ON" && toggle !== "OFF") return void res.json({ result: -1, message: "잘못된 요청입니다." });
      const changed = db.prepare("UPDATE assistant_sessions SET toggle = ? WHERE user_id = ? AND token <> ''").run(toggle, user.user_id).changes;
      res.json(changed ? { result: 1, message: "" } : { result: -1, message: "세션이 없습니다." });
    });
    routers.my.post("/api/persona/icon", (req, res) => {
      const user = currentUser(db, req);
      const size = String(req.body.size ?? "");
      if (!user) return void res.json(RESTRICTED);
      if (!SIZES.has(size)) return void res.json({ result: -1, message: "잘못된 요청입니다." });
      db.prepare("UPDATE assistant_sessions SET icon_size = ? WHERE user_id = ?").run(size, user.user_id);
      res.json({ result: 1, message: "" });
    });
    routers.my.post("/api/persona/token", (req, res) => {
      const user = currentUser(db, req);
      if (!user) return void res.json(RESTRICTED);
      if (String(req.body._method ?? "").toLowerCase() !== "delete") return void res.json({ result: -1, message: "잘못된 요청입니다." });
      db.prepare("UPDATE assistant_sessions SET token = '' WHERE user_id = ?").run(user.user_id);
      res.json({ result: 1, message: "" });
    });

    // The assistant's own page and the persona change it makes (identified by its token).
    routers.assistant.get("/", (req, res) => {
      res.type("html").send(assistantPage(db, req));
    });
    routers.assistant.post("/api/persona", (req, res) => {
      const token = String(req.body.token ?? "");
      const persona = personaOf(db, ctx, String(req.body.streamer_id ?? ""));
      if (!token || !persona) return void res.json({ result: -1, message: "잘못된 요청입니다." });
      const changed = db
        .prepare(
          "UPDATE assistant_sessions SET streamer_id = @streamer_id, streamer_nick = @streamer_nick, streamer_profile = @streamer_profile WHERE token = @token",
        )
        .run({ ...persona, token }).changes;
      res.json(changed ? { result: 1, data: persona } : { result: -1, message: "세션이 없습니다." });
    });
  },
};
