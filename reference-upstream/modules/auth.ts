// Login host and identity: the login page with the demo accounts, the session cookie, logout, and the
// station API's authentication call the portal asks who the user is. Test API: fresh accounts.
import crypto from "node:crypto";
import type { Request } from "express";
import { readCookie } from "../cookies";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/catalogue";
import { escapeHtml, page } from "../html";
import { kstWallClock } from "../time";
import type { Db, ModuleContext, UpstreamModule } from "../types";

export const SESSION_COOKIE = "UserTicket";

export type UserRow = {
  user_id: string;
  nickname: string;
  password: string;
  kind: string;
  age: number;
  is_abroad: number;
  is_suspended: number;
  is_best_bj: number;
  is_partner_bj: number;
};

/** The logged-in user of an upstream request (cookies forwarded by the portal), or null. */
export function currentUser(db: Db, req: Request): UserRow | null {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  return (db.prepare("SELECT u.* FROM sessions s JOIN users u ON u.user_id = s.user_id WHERE s.token = ?").get(token) as UserRow | undefined) ?? null;
}

export function createSession(db: Db, userId: string): string {
  const token = crypto.randomBytes(24).toString("base64url");
  db.prepare("INSERT INTO sessions (token, user_id, created_at) VALUES (?, ?, ?)").run(token, userId, kstWallClock(Date.now()));
  return token;
}

const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`;

/** Login returns only to the portal: the same host name with the portal's port, or a configured origin. */
function safeReturn(req: Request, ctx: ModuleContext, requestUri: unknown): string {
  const fallback = `${req.protocol}://${req.hostname}:${ctx.options.portalPort}/`;
  if (typeof requestUri !== "string" || requestUri === "") return fallback;
  try {
    const url = new URL(requestUri);
    const portalHost = url.hostname === req.hostname && url.port === String(ctx.options.portalPort);
    const allowed = (url.protocol === "http:" || url.protocol === "https:") && (portalHost || ctx.options.allowedReturnOrigins.includes(url.origin));
    return allowed ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

function loginPage(requestUri: string, error?: string): string {
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `<li><form method="post" action="login.php">
      <input type="hidden" name="szUserId" value="${escapeHtml(account.userId)}">
      <input type="hidden" name="szPassword" value="${DEMO_PASSWORD}">
      <input type="hidden" name="request_uri" value="${escapeHtml(requestUri)}">
      <button type="submit">${escapeHtml(account.nickname)} (${escapeHtml(account.userId)}) 로 로그인</button>
      <span class="muted">${escapeHtml(account.description)}</span></form></li>`,
  ).join("");
  return page(
    "로그인",
    `<h1>로그인</h1>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
    <form method="post" action="login.php">
      <input type="hidden" name="request_uri" value="${escapeHtml(requestUri)}">
      <label for="szUserId">아이디</label><input id="szUserId" name="szUserId" autocomplete="username" required>
      <label for="szPassword">비밀번호</label><input id="szPassword" name="szPassword" type="password" autocomplete="current-password" required>
      <button type="submit">로그인</button>
    </form>
    <h2>데모 계정</h2><p class="muted">모든 데모 계정의 비밀번호는 ${DEMO_PASSWORD} 입니다.</p>
    <ul class="accounts">${accounts}</ul>`,
  );
}

function authenticationData(user: UserRow, ctx: ModuleContext) {
  const id = user.user_id;
  return {
    user_id: id,
    nickname: user.nickname,
    profile_image: ctx.protocolRelativeUrl(`/img/LOGO/${id.slice(0, 2)}/${id}/${id}.jpg`),
    user_age: user.age,
    is_realname_check: true,
    note_cnt: "0",
    is_best_bj: Boolean(user.is_best_bj),
    is_partner_bj: Boolean(user.is_partner_bj),
    is_abroad_join: Boolean(user.is_abroad),
    is_af_supporters_bj: false,
    is_suspended: Boolean(user.is_suspended),
  };
}

export const authModule: UpstreamModule = {
  name: "auth",
  version: 1,
  tables: [],
  migrate() {},
  mount(routers, ctx) {
    const { db } = ctx;

    routers.login.get("/login.php", (req, res) => {
      res.type("html").send(loginPage(String(req.query.request_uri ?? "")));
    });

    routers.login.post("/login.php", (req, res) => {
      const userId = String(req.body.szUserId ?? "").trim();
      const password = String(req.body.szPassword ?? "");
      const requestUri = String(req.body.request_uri ?? "");
      const user = db.prepare("SELECT * FROM users WHERE user_id = ?").get(userId) as UserRow | undefined;
      if (!user || user.password !== password) {
        res.status(401).type("html").send(loginPage(requestUri, "아이디 또는 비밀번호가 일치하지 않습니다."));
        return;
      }
      res.setHeader("Set-Cookie", sessionCookie(createSession(db, user.user_id)));
      res.redirect(302, safeReturn(req, ctx, requestUri));
    });

    routers.login.get("/logout.php", (req, res) => {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) db.prepare("DELETE FROM sessions WHERE token = ?").run(token);
      res.setHeader("Set-Cookie", `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      res.redirect(302, safeReturn(req, ctx, req.query.request_uri));
    });

    // Who is this? Answered for the cookies the portal forwards.
    routers.station.get("/authentication", (req, res) => {
      const user = currentUser(db, req);
      if (!user) {
        res.json({ result: -1, data: null, message: "로그인이 필요합니다." });
        return;
      }
      res.json({ result: 1, data: authenticationData(user, ctx) });
    });

    // Test API: a fresh copy of a demo account (with all its per-user state) and a session for it,
    // so that end-to-end tests never see each other's changes.
    routers.test.post("/login", (req, res) => {
      const userId = String(req.body.user_id ?? "");
      const exists = db.prepare("SELECT 1 FROM users WHERE user_id = ?").get(userId);
      if (!exists) {
        res.status(404).json({ message: "no such user" });
        return;
      }
      res.json({ user_id: userId, cookie: { name: SESSION_COOKIE, value: createSession(db, userId) } });
    });
  },
};
