// The help centre's calls on the reference upstream (002 §7), with real storage: the FAQ tree, tickets
// with their uploaded files (on disk, generated names), staff answers, survey answers, FAQ feedback,
// searched keywords and chatbot questions. The help service was never captured publicly, so the shapes
// are synthetic, built from the spec's field names (camelCase) with the usual quirks: counts and codes
// sometimes as strings. A staff page (/staff/help/tickets) answers tickets; /staff/help/faq-feedback reads the FAQ feedback back.
import crypto from "node:crypto";
import fs from "node:fs";
import { fileNameAsSent } from "../file-names";
import busboy from "busboy";
import type { Request, Response } from "express";
import { escapeHtml, page } from "../html";
import { FORM_FILES } from "../seed/help-content";
import { kstWallClock } from "../time";
import type { UpstreamModule } from "../types";
import { currentUser } from "./auth";
import { docxForm, hwpForm, storeUpload, UPLOAD_EXTENSIONS, UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES, uploadPath } from "./help-files";
import { cloneTickets, migrate, nodeId, seed, stripTags } from "./help-seed";

const OBJECTION_NODE = nodeId(473);
const FAQ_ROOT = nodeId(3);

/** Error codes of the help service (synthetic, except -1025 and -2008 of 002 §8.2). */
const CODE = {
  ok: 0,
  badRequest: -1001,
  unknownCommand: -1002,
  notFound: -2004,
  loginRequired: -2001,
  alreadySurveyed: -1025,
  wrongAccount: -2008,
  objectionClosed: -3001,
  upload: -4001,
} as const;

// ── Reading helpers ──────────────────────────────────────────────────────────────────────────────
type NodeRow = { node_id: string; parent_id: string | null; node_name: string; service_type: string };
type FaqRow = {
  kb_id: number;
  node_id: string;
  title: string;
  contents: string;
  answer_md: string;
  keywords: string;
  top_rank: number | null;
  help_info: number;
};
type TicketRow = {
  ticket_id: number;
  user_id: string | null;
  registered: number;
  node_id: string;
  register_type: string;
  customer_email: string;
  title: string;
  contents: string;
  status: string;
  in_channel: string;
  password_hash: string | null;
  created_at: string;
};
type AnswerRow = { answer_id: number; kind: string; staff_name: string; contents: string; created_at: string };

const param = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name] ?? req.query[name];
  return typeof value === "string" ? value : Array.isArray(value) ? String(value[0]) : value === undefined ? "" : String(value);
};

function toInt(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** A write's idempotency key: `idempotencyKey` of the apihelp.php commands, `idempotency_key` of the other calls. */
const idempotencyKeyOf = (req: Request, name: "idempotencyKey" | "idempotency_key" = "idempotencyKey"): string | null => param(req, name).slice(0, 100) || null;

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const helpModule: UpstreamModule = {
  name: "help",
  version: 2,
  tables: [
    "help_chat_log",
    "help_surveys",
    "help_answers",
    "help_files",
    "help_register_keys",
    "help_tickets",
    "help_keywords",
    "help_faq_feedback",
    "help_faqs",
    "help_nodes",
  ],
  migrate,
  seed,
  onCloneUser: cloneTickets,
  mount(routers, { db }) {
    const help = routers.help;
    const nodeById = db.prepare("SELECT * FROM help_nodes WHERE node_id = ?");
    const childNodes = db.prepare("SELECT node_id, node_name FROM help_nodes WHERE parent_id = ? AND service_type = ? ORDER BY sort_order");
    const ticketById = db.prepare("SELECT * FROM help_tickets WHERE ticket_id = ?");
    const answersOf = db.prepare("SELECT * FROM help_answers WHERE ticket_id = ? ORDER BY answer_id DESC");
    const surveyOf = db.prepare("SELECT * FROM help_surveys WHERE ticket_id = ?");
    const filesOf = db.prepare("SELECT file_id, original_name, size FROM help_files WHERE ticket_id = ? ORDER BY file_id");

    const ok = (res: Response, data: unknown, extra: Record<string, unknown> = {}) => res.json({ errorCode: CODE.ok, errorMessage: "", ...extra, data });
    const fail = (res: Response, code: number, message: string) => res.json({ errorCode: code, errorMessage: message, data: null });

    /** Names from the root down to a node: '스트림온 > 고객센터 > 1대1문의 > 유저정보 > 아이디/비밀번호'. */
    function nodePath(id: string): string {
      const names: string[] = [];
      let current = nodeById.get(id) as NodeRow | undefined;
      while (current) {
        names.unshift(current.node_name);
        current = current.parent_id ? (nodeById.get(current.parent_id) as NodeRow | undefined) : undefined;
      }
      return names.join(" > ");
    }

    function descendants(id: string, service: string): string[] {
      const found: string[] = [id];
      for (let index = 0; index < found.length; index += 1) {
        for (const child of childNodes.all(found[index], service) as NodeRow[]) found.push(child.node_id);
      }
      return found;
    }

    const faqListItem = (faq: FaqRow) => ({ kbId: faq.kb_id, title: faq.title, nodeId: faq.node_id, contents: faq.contents });

    function faqPage(nodeIds: string[], pageNo: number, rows: number) {
      const ids = [...new Set(nodeIds.flatMap((id) => descendants(id, "SVFAQ")))];
      const marks = ids.map(() => "?").join(",");
      const total =
        (db
          .prepare(`SELECT COUNT(*) FROM help_faqs WHERE node_id IN (${marks})`)
          .pluck()
          .get(...ids) as number) ?? 0;
      const list = db
        .prepare(`SELECT * FROM help_faqs WHERE node_id IN (${marks}) ORDER BY kb_id LIMIT ? OFFSET ?`)
        .all(...ids, rows, (pageNo - 1) * rows) as FaqRow[];
      return { total, list };
    }

    function searchFaqs(word: string): FaqRow[] {
      const terms = word.split(/\s+/).filter(Boolean);
      if (!terms.length) return [];
      const all = db.prepare("SELECT * FROM help_faqs ORDER BY kb_id").all() as FaqRow[];
      return all.filter((faq) => {
        const haystack = `${faq.title} ${stripTags(faq.contents)} ${faq.keywords}`.toLowerCase();
        return terms.every((term) => haystack.includes(term.toLowerCase()));
      });
    }

    /** The member's own registered ticket, or null. */
    function ownTicket(req: Request, ticketId: string): TicketRow | null {
      const user = currentUser(db, req);
      const ticket = ticketById.get(Number(ticketId)) as TicketRow | undefined;
      if (!user || !ticket || !ticket.registered || ticket.user_id !== user.user_id) return null;
      return ticket;
    }

    const hasObjection = (userId: string) =>
      Boolean(db.prepare("SELECT 1 FROM help_tickets WHERE user_id = ? AND registered = 1 AND node_id = ?").get(userId, OBJECTION_NODE));

    // ── apihelp.php: every help-service command (002 §7.1) ──────────────────────────────────────
    const commands: Record<string, (req: Request, res: Response) => void> = {
      FaqTopKeyword(_req, res) {
        const keywords = db.prepare("SELECT keyword FROM help_keywords ORDER BY search_cnt DESC, keyword LIMIT 10").pluck().all();
        ok(res, { keywordList: keywords });
      },
      FaqTopList(req, res) {
        const rows = toInt(param(req, "rowsPerPage"), 8);
        const list = db
          .prepare("SELECT f.*, n.node_name FROM help_faqs f JOIN help_nodes n ON n.node_id = f.node_id WHERE top_rank IS NOT NULL ORDER BY top_rank LIMIT ?")
          .all(rows) as Array<FaqRow & { node_name: string }>;
        ok(res, { list: list.map((faq) => ({ nodeName: faq.node_name, nodeId: faq.node_id, kbId: String(faq.kb_id), title: faq.title })) });
      },
      FaqList(req, res) {
        const nodeIds = param(req, "nodeIds")
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean);
        const pageNo = toInt(param(req, "pageNo"), 1);
        const rows = toInt(param(req, "rowsPerPage"), 10);
        const { total, list } = faqPage(nodeIds.length ? nodeIds : [FAQ_ROOT], pageNo, rows);
        ok(res, { faqList: list.map(faqListItem), faqCount: String(total), pageNo: String(pageNo) });
      },
      FaqDetailView(req, res) {
        const faq = db.prepare("SELECT * FROM help_faqs WHERE kb_id = ?").get(Number(param(req, "kbId"))) as FaqRow | undefined;
        if (!faq) return void fail(res, CODE.notFound, "존재하지 않는 FAQ입니다.");
        db.prepare("UPDATE help_faqs SET view_cnt = view_cnt + 1 WHERE kb_id = ?").run(faq.kb_id);
        ok(res, { kbInfo: { kbId: faq.kb_id, title: faq.title, contents: faq.contents, nodeId: faq.node_id } });
      },
      FaqSearchList(req, res) {
        const word = param(req, "searchQuestion").trim();
        const pageNo = toInt(param(req, "pageNo"), 1);
        const rows = toInt(param(req, "rowsPerPage"), 10);
        const found = searchFaqs(word);
        const slice = found.slice((pageNo - 1) * rows, pageNo * rows);
        const nodeName = db.prepare("SELECT node_name FROM help_nodes WHERE node_id = ?").pluck();
        ok(res, {
          // The search engine pads titles with '&#32;' (002 §2.4 strips it).
          searchList: slice.map((faq) => ({ kbId: faq.kb_id, title: `${faq.title}&#32;`, nodeId: faq.node_id, nodeName: nodeName.get(faq.node_id) })),
          totalCount: found.length,
          pageNo,
        });
      },
      CommonNode(req, res) {
        const node = nodeById.get(param(req, "nodeId")) as NodeRow | undefined;
        if (!node) return void fail(res, CODE.notFound, "존재하지 않는 노드입니다.");
        ok(res, { node: { nodeId: node.node_id, parentId: node.parent_id ?? "", nodeName: node.node_name } });
      },
      CommonNodeList(req, res) {
        const service = param(req, "serviceType") || "SVQNA";
        const list = childNodes.all(param(req, "parentId"), service) as NodeRow[];
        ok(res, { nodeList: list.map((node) => ({ nodeId: node.node_id, nodeName: node.node_name })) });
      },
      QnaRegister(req, res) {
        const user = currentUser(db, req);
        const node = nodeById.get(param(req, "nodeId")) as NodeRow | undefined;
        const email = param(req, "customerEmail").trim();
        const title = decodeParam(param(req, "questionTitle")).trim();
        const contents = decodeParam(param(req, "questionContents")).trim();
        const guest = param(req, "nonmemberFlag") === "Y";
        if (
          !node ||
          node.service_type !== "SVQNA" ||
          !/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(email) ||
          title.length < 5 ||
          title.length > 100 ||
          contents.length < 5
        ) {
          return void fail(res, CODE.badRequest, "입력값을 확인해 주세요.");
        }
        if (!user && !(guest && param(req, "password"))) return void fail(res, CODE.loginRequired, "로그인이 필요합니다.");
        if (node.node_id === OBJECTION_NODE && (!user || !user.is_suspended || hasObjection(user.user_id))) {
          return void fail(res, CODE.objectionClosed, "이의신청을 할 수 없습니다.");
        }
        const owner = user?.user_id ?? null;
        const now = kstWallClock(Date.now());
        // The same idempotency key answers with the ticket it made first (a retry or a double tap).
        const key = idempotencyKeyOf(req);
        const known = key ? (db.prepare("SELECT ticket_id FROM help_register_keys WHERE idem_key = ?").pluck().get(key) as number | undefined) : undefined;
        if (known !== undefined) return void ok(res, { ticketId: String(known) });
        const values = [owner, node.node_id, param(req, "type") || "exMailQuestion", email, title, contents, param(req, "inChannelId") || "web"];
        const hash = user ? null : sha256(param(req, "password"));
        let ticketId = Number(param(req, "ticketId")) || 0;
        if (ticketId) {
          const temp = ticketById.get(ticketId) as TicketRow | undefined;
          if (!temp || temp.registered || temp.user_id !== owner) return void fail(res, CODE.notFound, "첨부파일 정보가 올바르지 않습니다.");
        }
        // The ticket and its key are written in one transaction: a kill between them cannot leave a keyless ticket.
        db.transaction(() => {
          if (ticketId) {
            db.prepare(
              `UPDATE help_tickets SET user_id = ?, registered = 1, node_id = ?, register_type = ?, customer_email = ?, title = ?, contents = ?,
               in_channel = ?, status = 'RECEIVE', password_hash = ?, created_at = ?, updated_at = ? WHERE ticket_id = ?`,
            ).run(...values, hash, now, now, ticketId);
          } else {
            ticketId = Number(
              db
                .prepare(
                  `INSERT INTO help_tickets (user_id, registered, node_id, register_type, customer_email, title, contents, in_channel, status, password_hash, created_at, updated_at)
                 VALUES (?, 1, ?, ?, ?, ?, ?, ?, 'RECEIVE', ?, ?, ?)`,
                )
                .run(...values, hash, now, now).lastInsertRowid,
            );
          }
          if (key) db.prepare("INSERT INTO help_register_keys (idem_key, ticket_id, created_at) VALUES (?, ?, ?)").run(key, ticketId, now);
        })();
        ok(res, { ticketId: String(ticketId) });
      },
      QnaList(req, res) {
        const user = currentUser(db, req);
        if (!user) return void fail(res, CODE.loginRequired, "로그인이 필요합니다.");
        const pageNo = toInt(param(req, "pageNo"), 1);
        const rows = toInt(param(req, "rowsPerPage"), 10);
        const total = db.prepare("SELECT COUNT(*) FROM help_tickets WHERE user_id = ? AND registered = 1").pluck().get(user.user_id) as number;
        const list = db
          .prepare(
            `SELECT t.*, s.feedback AS survey_feedback FROM help_tickets t LEFT JOIN help_surveys s ON s.ticket_id = t.ticket_id
             WHERE t.user_id = ? AND t.registered = 1 ORDER BY t.ticket_id DESC LIMIT ? OFFSET ?`,
          )
          .all(user.user_id, rows, (pageNo - 1) * rows) as Array<TicketRow & { survey_feedback: number | null }>;
        res.json({
          errorCode: "0",
          errorMessage: "",
          data: {
            qnaList: list.map((ticket) => ({
              ticketId: ticket.ticket_id,
              nodePath: nodePath(ticket.node_id),
              nodeId: ticket.node_id,
              questionTitle: ticket.title,
              ticketStatus: ticket.status,
              feedback: ticket.survey_feedback === null ? "-1" : String(ticket.survey_feedback),
              createdDate: ticket.created_at,
            })),
            qnaListCount: String(total),
            pageNo: String(pageNo),
          },
        });
      },
      QnaContents(req, res) {
        const ticket = ownTicket(req, param(req, "ticketId"));
        if (!ticket) return void fail(res, CODE.notFound, "문의 내역을 찾을 수 없습니다.");
        const node = nodeById.get(ticket.node_id) as NodeRow | undefined;
        const answers = answersOf.all(ticket.ticket_id) as AnswerRow[];
        ok(res, {
          commonInfo: { nodePath: nodePath(ticket.node_id), nodeId: ticket.node_id, nodeName: node?.node_name ?? "" },
          questionList: [
            {
              title: ticket.title,
              contents: escapeHtml(ticket.contents).replace(/\n/g, "<br>"),
              createdDate: ticket.created_at,
              fileList: (filesOf.all(ticket.ticket_id) as Array<{ original_name: string }>).map((file) => ({ fileName: file.original_name })),
            },
          ],
          // Final answers only (the list's name): interim and additional replies do not end a ticket,
          // so they never open the satisfaction survey.
          answerEndList: answers
            .filter((answer) => answer.kind === "ANSWEND")
            .map((answer) => ({ contents: answer.contents, createdDate: answer.created_at, staffName: answer.staff_name })),
          // Beyond 002 §3.2 (docs/choices.md): every reply as it was written, oldest first, with its kind
          // (ANSWTMP interim, ANSWADD additional, ANSWEND final), so that no reply is lost to the reader.
          answerList: [...answers]
            .reverse()
            .map((answer) => ({ kind: answer.kind, contents: answer.contents, createdDate: answer.created_at, staffName: answer.staff_name })),
        });
      },
      CommonSurveyExist(req, res) {
        const count = surveyOf.get(Number(param(req, "targetId"))) ? 1 : 0;
        ok(res, { surveyCount: String(count) });
      },
      setSurveyAnswer(req, res) {
        const ticket = ticketById.get(Number(param(req, "targetId"))) as TicketRow | undefined;
        if (!ticket || !ticket.registered) return void fail(res, CODE.notFound, "문의 내역을 찾을 수 없습니다.");
        if (ticket.node_id === OBJECTION_NODE) return void fail(res, CODE.badRequest, "이의신청은 만족도 평가 대상이 아닙니다.");
        const user = currentUser(db, req);
        if (ticket.user_id && ticket.user_id !== user?.user_id) return void fail(res, CODE.wrongAccount, "문의하신 계정으로 로그인이 필요합니다.");
        // The answer's own repeat (same idempotency key: a double tap, a retry) is answered as it was the first time.
        const key = idempotencyKeyOf(req);
        const answered = surveyOf.get(ticket.ticket_id) as { idem_key: string | null } | undefined;
        if (answered) return void (key && answered.idem_key === key ? ok(res, null) : fail(res, CODE.alreadySurveyed, "이미 참여 하였습니다."));
        const speed = Number(param(req, "option01"));
        const feedback = Number(param(req, "feedback"));
        const valid = (score: number) => [20, 40, 60, 80, 100].includes(score);
        if (!valid(speed) || !valid(feedback)) return void fail(res, CODE.badRequest, "평가 점수가 올바르지 않습니다.");
        db.prepare("INSERT INTO help_surveys (ticket_id, speed, feedback, is_member, user_id, idem_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
          ticket.ticket_id,
          speed,
          feedback,
          param(req, "isMember") === "Y" ? "Y" : "N",
          user?.user_id ?? null,
          key,
          kstWallClock(Date.now()),
        );
        ok(res, null);
      },
      getTicketInfo(req, res) {
        const ticket = ticketById.get(Number(param(req, "ticketId"))) as TicketRow | undefined;
        if (!ticket || !ticket.registered) return void fail(res, CODE.notFound, "문의 내역을 찾을 수 없습니다.");
        // answerEndDate is beyond 002 §3.3 (docs/choices.md): when the final answer was written ('' before it), which
        // the e-mailed survey link needs to know (the survey is offered only once an answer exists, §4.2).
        const finalAnswer = (answersOf.all(ticket.ticket_id) as AnswerRow[]).find((answer) => answer.kind === "ANSWEND");
        ok(res, { loginFlag: ticket.user_id ? "Y" : "N", nodeId: ticket.node_id, answerEndDate: finalAnswer?.created_at ?? "" });
      },
    };

    help.post("/apihelp.php", (req, res) => {
      const command = commands[param(req, "command")];
      if (!command || !Object.hasOwn(commands, param(req, "command"))) return void fail(res, CODE.unknownCommand, "알 수 없는 명령입니다.");
      command(req, res);
    });

    // ── Other help calls (002 §7.2) ─────────────────────────────────────────────────────────────
    help.post("/api/set_faq_satisfaction.php", (req, res) => {
      const kbId = Number(param(req, "kb_id"));
      const satisfied = param(req, "is_satisfied");
      if (!db.prepare("SELECT 1 FROM help_faqs WHERE kb_id = ?").get(kbId) || !["Y", "N"].includes(satisfied)) {
        return void res.json({ result: -1, message: "잘못된 요청입니다." });
      }
      // INSERT OR IGNORE: a repeat of the same feedback (its idempotency key) is answered as the first, no second row.
      db.prepare("INSERT OR IGNORE INTO help_faq_feedback (kb_id, is_satisfied, user_id, idem_key, created_at) VALUES (?, ?, ?, ?, ?)").run(
        kbId,
        satisfied,
        currentUser(db, req)?.user_id ?? null,
        idempotencyKeyOf(req, "idempotency_key"),
        kstWallClock(Date.now()),
      );
      res.json({ result: 1, message: "success" });
    });

    help.post("/api/set_faq_keyword.php", (req, res) => {
      const keyword = param(req, "szKeyword").trim();
      if (!keyword || keyword.length > 70) return void res.json({ result: -1, message: "잘못된 검색어입니다." });
      db.prepare(
        `INSERT INTO help_keywords (keyword, search_cnt, last_searched_at) VALUES (?, 1, ?)
         ON CONFLICT(keyword) DO UPDATE SET search_cnt = search_cnt + 1, last_searched_at = excluded.last_searched_at`,
      ).run(keyword, kstWallClock(Date.now()));
      res.json({ result: 1, message: "success" });
    });

    help.post("/api/get_objection_status.php", (req, res) => {
      const user = currentUser(db, req);
      if (!user) return void res.status(401).json({ message: "로그인이 필요합니다.", data: null });
      if (!user.is_suspended) return void res.status(403).json({ message: "이용 정지 중인 회원만 이의신청할 수 있습니다.", data: null });
      if (hasObjection(user.user_id)) {
        return void res.status(409).json({ message: "이미 이의신청을 접수하셨습니다. 정지기간 중 이의신청은 1회만 가능합니다.", data: null });
      }
      res.json({ message: "success", data: { userId: user.user_id } });
    });

    help.post("/api/help_chat.php", (req, res) => {
      const type = param(req, "type");
      if (type === "question_autocomplete") {
        const contents = param(req, "contents").trim().toLowerCase();
        const count = Math.min(toInt(param(req, "contents_cnt"), 10), 20);
        const titles = contents
          ? (db.prepare("SELECT title FROM help_faqs ORDER BY view_cnt DESC").pluck().all() as string[])
              .filter((title) => title.toLowerCase().includes(contents))
              .slice(0, count)
          : [];
        return void res.json({ status: "SUCCESS", answerList: titles });
      }
      if (type !== "chat") return void res.status(400).json({ status: "FAIL", message: "unknown type" });
      // A question's repeat (same idempotency key: a double tap, a retry) is answered as the first was, from its row.
      const key = idempotencyKeyOf(req, "idempotency_key");
      const asked = key ? (db.prepare("SELECT user_message FROM help_chat_log WHERE idem_key = ?").pluck().get(key) as string | undefined) : undefined;
      const message = asked ?? param(req, "user_message").trim().slice(0, 100);
      const ranked = rankFaqs(db.prepare("SELECT * FROM help_faqs").all() as FaqRow[], message);
      const best = ranked[0];
      if (asked === undefined) {
        db.prepare("INSERT INTO help_chat_log (user_message, kb_id, idem_key, created_at) VALUES (?, ?, ?, ?)").run(
          message,
          best?.kb_id ?? null,
          key,
          kstWallClock(Date.now()),
        );
      }
      if (!best) return void res.json({ status: "FAIL", full: "", links: [], keywords: [], helpInfo: null });
      res.json({
        status: "SUCCESS",
        full: best.answer_md,
        links: ranked.slice(0, 3).map((faq) => ({ title: faq.title, url: `/help/faq/${faq.kb_id}` })),
        keywords: (JSON.parse(best.keywords) as string[]).slice(0, 3),
        helpInfo: best.help_info
          ? {
              title: "상담이 필요하신가요?",
              description: "자세한 확인이 필요하면 1:1 문의를 남겨주세요. 담당자가 확인 후 답변드립니다.",
              btnTxt: "1:1 문의하기",
              url: "/help/inquiry",
            }
          : null,
      });
    });

    // ── Uploads: POST /tempfile.php (002 §7.3 step 1) ───────────────────────────────────────────
    help.post("/tempfile.php", (req, res) => {
      if (!req.is("multipart/form-data")) {
        // Removing one uploaded file from a ticket that is not registered yet.
        const ticket = ticketById.get(Number(param(req, "ticketId"))) as TicketRow | undefined;
        const owner = currentUser(db, req)?.user_id ?? null;
        if (!ticket || ticket.registered || ticket.user_id !== owner) return void res.json({ errorCode: CODE.notFound, ticketId: "" });
        const file = db
          .prepare("SELECT stored_name FROM help_files WHERE file_id = ? AND ticket_id = ?")
          .get(Number(param(req, "deleteFileId")), ticket.ticket_id) as { stored_name: string } | undefined;
        if (file) {
          db.prepare("DELETE FROM help_files WHERE file_id = ?").run(Number(param(req, "deleteFileId")));
          const location = uploadPath(db, file.stored_name);
          if (location) fs.rmSync(location, { force: true });
        }
        return void res.json({ errorCode: CODE.ok, ticketId: String(ticket.ticket_id), fileList: listFiles(ticket.ticket_id) });
      }
      receiveUpload(req, res);
    });

    function listFiles(ticketId: number) {
      return (filesOf.all(ticketId) as Array<{ file_id: number; original_name: string; size: number }>).map((file) => ({
        fileId: String(file.file_id),
        fileName: file.original_name,
        fileSize: file.size,
      }));
    }

    function receiveUpload(req: Request, res: Response) {
      const parts: Array<{ name: string; mime: string; data: Buffer }> = [];
      const fields: Record<string, string> = {};
      let tooLarge = false;
      let total = 0;
      const parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        // busboy reports a file that reaches fileSize as cut off: one byte more, so that exactly 10 MB is taken.
        limits: { files: UPLOAD_MAX_FILES, fileSize: UPLOAD_MAX_TOTAL_BYTES + 1, fields: 10 },
      });
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (_name, stream, info) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > UPLOAD_MAX_TOTAL_BYTES) tooLarge = true;
          else chunks.push(chunk);
        });
        stream.on("limit", () => {
          tooLarge = true;
        });
        stream.on("close", () => {
          if (info.filename) parts.push({ name: fileNameAsSent(info.filename), mime: info.mimeType, data: Buffer.concat(chunks) });
        });
      });
      parser.on("error", () => {
        if (!res.headersSent) res.json({ errorCode: CODE.upload, ticketId: "" });
      });
      parser.on("close", () => {
        if (res.headersSent) return;
        const owner = currentUser(db, req)?.user_id ?? null;
        const extensionOk = parts.every((part) => UPLOAD_EXTENSIONS.has(part.name.split(".").pop()?.toLowerCase() ?? ""));
        if (tooLarge || parts.length === 0 || !extensionOk) return void res.json({ errorCode: CODE.upload, ticketId: "" });
        let ticketId = Number(fields.ticketId) || 0;
        const existing = ticketId ? (ticketById.get(ticketId) as TicketRow | undefined) : undefined;
        if (ticketId && (!existing || existing.registered || existing.user_id !== owner)) return void res.json({ errorCode: CODE.notFound, ticketId: "" });
        const held = ticketId ? (filesOf.all(ticketId) as Array<{ size: number }>) : [];
        if (held.length + parts.length > UPLOAD_MAX_FILES || held.reduce((sum, file) => sum + file.size, total) > UPLOAD_MAX_TOTAL_BYTES) {
          return void res.json({ errorCode: CODE.upload, ticketId: "" });
        }
        const now = kstWallClock(Date.now());
        db.transaction(() => {
          if (!ticketId) {
            ticketId = Number(
              db.prepare("INSERT INTO help_tickets (user_id, registered, status, created_at, updated_at) VALUES (?, 0, 'RECEIVE', ?, ?)").run(owner, now, now)
                .lastInsertRowid,
            );
          }
          for (const part of parts) {
            db.prepare("INSERT INTO help_files (ticket_id, stored_name, original_name, size, mime, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
              ticketId,
              storeUpload(db, part.data),
              part.name,
              part.data.length,
              part.mime,
              now,
            );
          }
        })();
        res.json({ errorCode: CODE.ok, ticketId: String(ticketId), fileList: listFiles(ticketId) });
      });
      req.pipe(parser);
    }

    // ── The report / removal-request forms: GET {files path}/{encoded name}?t= ──────────────────
    help.get("/files/:name", (req, res) => {
      const name = req.params.name;
      const body = name === FORM_FILES.docx ? docxForm() : name === FORM_FILES.hwp ? hwpForm() : null;
      if (!body) return void res.status(404).json({ code: 404, message: "no such file" });
      res
        .set("Content-Type", name.endsWith(".docx") ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document" : "application/x-hwp")
        .set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .set("Cache-Control", "public, max-age=3600")
        .send(body);
    });

    // ── The staff page: answer a ticket (interim, additional or final answer) ──────────────────
    const staff = routers.staff;
    const KIND_LABEL: Record<string, string> = { ANSWTMP: "중간회신", ANSWADD: "추가답변", ANSWEND: "최종답변", RECEIVE: "접수중" };

    staff.get("/help/tickets", (_req, res) => {
      const tickets = db.prepare("SELECT * FROM help_tickets WHERE registered = 1 ORDER BY ticket_id DESC LIMIT 200").all() as TicketRow[];
      const rows = tickets
        .map(
          (ticket) => `<tr><td><a href="tickets/${ticket.ticket_id}">${ticket.ticket_id}</a></td><td>${escapeHtml(KIND_LABEL[ticket.status])}</td>
          <td>${escapeHtml(nodePath(ticket.node_id).split(" > ").slice(2).join(" > "))}</td><td>${escapeHtml(ticket.title)}</td>
          <td>${escapeHtml(ticket.user_id ?? "guest")}</td><td>${escapeHtml(ticket.created_at)}</td></tr>`,
        )
        .join("");
      res
        .type("html")
        .send(
          page(
            "고객센터 상담 관리",
            `<h1>고객센터 상담 관리</h1><p><a href="faq-feedback">FAQ 만족도</a></p><table><thead><tr><th>번호</th><th>상태</th><th>유형</th><th>제목</th><th>작성자</th><th>접수일시</th></tr></thead><tbody>${rows}</tbody></table>`,
          ),
        );
    });

    // What viewers said about FAQ answers (the feedback of 002 §2.6), most-answered first.
    staff.get("/help/faq-feedback", (_req, res) => {
      const tallies = db
        .prepare(
          `SELECT f.kb_id, f.title, SUM(b.is_satisfied = 'Y') AS yes, SUM(b.is_satisfied = 'N') AS no, MAX(b.created_at) AS last_at
           FROM help_faq_feedback b JOIN help_faqs f ON f.kb_id = b.kb_id GROUP BY f.kb_id ORDER BY COUNT(*) DESC, f.kb_id LIMIT 200`,
        )
        .all() as Array<{ kb_id: number; title: string; yes: number; no: number; last_at: string }>;
      const rows = tallies
        .map(
          (row) => `<tr data-kb-id="${row.kb_id}"><td>${row.kb_id}</td><td>${escapeHtml(row.title)}</td><td data-testid="faq-yes">${row.yes}</td>
          <td data-testid="faq-no">${row.no}</td><td>${escapeHtml(row.last_at)}</td></tr>`,
        )
        .join("");
      res
        .type("html")
        .send(
          page(
            "FAQ 만족도",
            `<h1>FAQ 만족도</h1><table><thead><tr><th>번호</th><th>질문</th><th>예</th><th>아니오</th><th>최근 응답</th></tr></thead><tbody>${rows || '<tr><td colspan="5">없음</td></tr>'}</tbody></table>`,
          ),
        );
    });

    staff.get("/help/tickets/:ticketId", (req, res) => {
      const ticket = ticketById.get(Number(req.params.ticketId)) as TicketRow | undefined;
      if (!ticket || !ticket.registered) return void res.status(404).type("html").send(page("없는 문의", "<h1>문의를 찾을 수 없습니다.</h1>"));
      const files = filesOf.all(ticket.ticket_id) as Array<{ file_id: number; original_name: string; size: number }>;
      const answers = answersOf.all(ticket.ticket_id) as AnswerRow[];
      res.type("html").send(
        page(
          `문의 ${ticket.ticket_id}`,
          `<p><a href="../tickets">목록</a></p><h1>문의 ${ticket.ticket_id}: ${escapeHtml(ticket.title)}</h1>
          <p>상태: <strong data-testid="staff-status">${escapeHtml(KIND_LABEL[ticket.status])}</strong> · 유형: ${escapeHtml(nodePath(ticket.node_id))}</p>
          <p>작성자: ${escapeHtml(ticket.user_id ?? "guest")} · 이메일: ${escapeHtml(ticket.customer_email)} · 접수: ${escapeHtml(ticket.created_at)} · 경로: ${escapeHtml(ticket.in_channel)}</p>
          <h2>문의 내용</h2><pre style="white-space:pre-wrap">${escapeHtml(ticket.contents)}</pre>
          <h2>첨부파일</h2><ul>${files.map((file) => `<li><a href="../files/${file.file_id}">${escapeHtml(file.original_name)}</a> (${file.size} bytes)</li>`).join("") || "<li>없음</li>"}</ul>
          <h2>답변 기록</h2><ul>${answers.map((answer) => `<li>${escapeHtml(KIND_LABEL[answer.kind])} · ${escapeHtml(answer.staff_name)} · ${escapeHtml(answer.created_at)}</li>`).join("") || "<li>없음</li>"}</ul>
          <h2>답변하기</h2>
          <form method="post">
            <label for="kind">답변 종류</label>
            <select id="kind" name="kind"><option value="ANSWTMP">중간회신</option><option value="ANSWADD">추가답변</option><option value="ANSWEND" selected>최종답변</option></select>
            <label for="staffName">상담원 이름</label><input id="staffName" name="staffName" value="상담원 김하늘" required>
            <label for="contents">답변 내용 (HTML)</label><textarea id="contents" name="contents" rows="8" required></textarea>
            <button type="submit">답변 등록</button>
          </form>`,
        ),
      );
    });

    staff.post("/help/tickets/:ticketId", (req, res) => {
      const ticket = ticketById.get(Number(req.params.ticketId)) as TicketRow | undefined;
      const kind = String(req.body.kind ?? "");
      const contents = String(req.body.contents ?? "").trim();
      if (!ticket || !ticket.registered || !["ANSWTMP", "ANSWADD", "ANSWEND"].includes(kind) || !contents) {
        return void res
          .status(400)
          .type("html")
          .send(page("오류", '<h1>답변 내용을 확인해 주세요.</h1><p><a href="javascript:history.back()">돌아가기</a></p>'));
      }
      const now = kstWallClock(Date.now());
      db.prepare("INSERT INTO help_answers (ticket_id, kind, staff_name, contents, created_at) VALUES (?, ?, ?, ?, ?)").run(
        ticket.ticket_id,
        kind,
        String(req.body.staffName ?? "").trim() || "상담원",
        contents,
        now,
      );
      db.prepare("UPDATE help_tickets SET status = ?, updated_at = ? WHERE ticket_id = ?").run(kind, now, ticket.ticket_id);
      res.redirect(303, String(ticket.ticket_id));
    });

    staff.get("/help/files/:fileId", (req, res) => {
      const file = db.prepare("SELECT * FROM help_files WHERE file_id = ?").get(Number(req.params.fileId)) as
        { stored_name: string; original_name: string; mime: string } | undefined;
      const location = file ? uploadPath(db, file.stored_name) : null;
      if (!file || !location || !fs.existsSync(location)) return void res.status(404).json({ code: 404, message: "no such file" });
      res
        .set("Content-Type", "application/octet-stream")
        .set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`)
        .set("X-Content-Type-Options", "nosniff")
        .sendFile(location);
    });
  },
};

/** FAQs that answer a chat message, best first: keywords found in the message count most, then title words. */
export function rankFaqs(faqs: FaqRow[], message: string): FaqRow[] {
  const text = message.toLowerCase();
  const words = text.split(/[\s?!.,~]+/).filter((word) => word.length >= 2);
  const scored = faqs
    .map((faq) => {
      const title = faq.title.toLowerCase();
      let score = 0;
      for (const keyword of JSON.parse(faq.keywords) as string[]) if (text.includes(keyword.toLowerCase())) score += 5;
      for (const word of words) if (title.includes(word)) score += 2;
      return { faq, score };
    })
    .filter((entry) => entry.score >= 4);
  scored.sort((a, b) => b.score - a.score || a.faq.kb_id - b.faq.kb_id);
  return scored.map((entry) => entry.faq);
}
