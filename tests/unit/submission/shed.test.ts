// Admission control's side in the actions (issue 69, item 1; utils/submission.server.ts, admitChange): while the
// instance sheds load, server.ts lets a form's post through to its action with `context.shed`, and every action that
// changes something carries out nothing and calls no upstream for it. A form answers 503 with Retry-After and its
// data as it was sent with the 'busy' failure and the seconds to wait (the form shows it, JS on or off); a one-tap
// form goes back to its page with an error toast saying so. Every action route is swept, read from the route
// folders as the hardening suite's case 21 reads them, so that a new one is swept too.
import fs from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { submissionTexts } from "~/i18n/ko/submission";
import { MemoryStore } from "~/utils/shared-store.server";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { server, UPSTREAM } from "../../mocks/server";

const ROUTES = path.resolve(import.meta.dirname, "../../../app/routes");
const KEY = "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
const WAIT = 17;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Sample values of the route parameters (the folder names' `$name` segments). */
const PARAMS: Record<string, string> = {
  streamerId: "streamer01",
  titleNo: "90000002",
  bbsId: "1",
  idx: "1",
  target: "all",
  questionId: "1001",
  userId: "streamer01",
};

/**
 * Actions that change nothing the shedding would spare: a choice remembered on the device (a cookie, no upstream
 * write), the logout (a redirect to the upstream's page), and the FAQ search, whose results page is a page like any
 * other (its keyword is not logged while shedding: checked below).
 */
const NOT_CHANGES = new Map([
  ["resources.theme", "the theme cookie"],
  ["resources.home-mode", "the home mode cookie"],
  ["resources.side-bar", "the side bar cookie"],
  ["resources.popup", "a popup closed on this device"],
  ["logout", "a redirect to the upstream's logout page"],
  ["help.search", "the search's results page"],
]);

/** Every route folder whose route module exports an action, with the module the action comes from. */
function actionRoutes(): Array<{ folder: string; module: string }> {
  return fs
    .readdirSync(ROUTES)
    .flatMap((folder) => {
      const file = path.join(ROUTES, folder, "route.tsx");
      if (!fs.existsSync(file)) return [];
      const from = /export\s*\{[^}]*\baction\b[^}]*\}\s*from\s*"\.\/([^"]+)"/.exec(fs.readFileSync(file, "utf8"))?.[1];
      return from ? [{ folder, module: path.join(ROUTES, folder, `${from}.ts`) }] : [];
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The URL of a flat-route folder, its parameters filled in. */
function urlOf(folder: string): string {
  const segments = folder
    .split(".")
    .filter((segment) => segment !== "_index" && !/^\(.*\)$/.test(segment) && !/^_/.test(segment))
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? (PARAMS[segment.slice(1)] ?? "1") : segment));
  return `/${segments.join("/")}`;
}

const paramsOf = (folder: string) =>
  Object.fromEntries(
    folder
      .split(".")
      .filter((segment) => segment.includes("$"))
      .map((segment) => segment.replace(/[()_]/g, "").slice(1))
      .map((name) => [name, PARAMS[name] ?? "1"]),
  );

/** A post that would change something: every field an action of the portal reads for one, as a multipart form (the
 * upload forms read nothing else; the others read it as well). */
function changingPost(url: string): Request {
  const body = new FormData();
  const fields: Record<string, string> = {
    intent: url.includes("/post/") && !url.endsWith("/edit") && !url.includes("/write") ? "comment" : "submit",
    form: "comment",
    comment: "바쁠 때 보낸 댓글입니다.",
    submissionKey: KEY,
    returnTo: "/my",
    title: "바쁠 때 보낸 제목",
    content: "바쁠 때 보낸 내용입니다.",
    customerEmail: "busy@example.com",
    mainCategory: "NODE0000000427",
    agreement: "on",
    name__confirm: "",
    streamerId: "streamer02",
    id: "90000001",
    type: "VOD",
    message: "환불은 어떻게 하나요",
    satisfied: "Y",
    inquiryId: "3001",
    feedback: "5",
    speed: "5",
    sztype: "CLICK",
    q: "환불",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return makeRequest(url, { method: "POST", body, cookie: "UserTicket=member", headers: { origin: "http://portal.test" } });
}

/** Every upstream request the actions make (a help-service command by its name), answered as a member's session or a
 * change done. */
function recordUpstream(answers: Record<string, unknown> = {}) {
  const asked: string[] = [];
  server.use(
    http.all(`${UPSTREAM}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const command = url.pathname === "/help/apihelp.php" ? new URLSearchParams(await request.text()).get("command") : null;
      asked.push(`${request.method} ${url.pathname}${command ? ` ${command}` : ""}`);
      if (url.pathname === "/station/authentication") return HttpResponse.json({ result: 1, data: { user_id: "viewer01", nickname: "데모시청자" } });
      return HttpResponse.json(answers[url.pathname] ?? { result: 1, errorCode: 0, data: [] });
    }),
  );
  return asked;
}

/** The reads that may draw a form again: who the member is, a GET, a help category list. Anything else is a write. */
const READS = /^(GET |POST \/help\/apihelp\.php (CommonNode|CommonNodeList)$)/;

/** What a shed action's answer says: its status, Retry-After, and the failure its data or its toast carries. */
async function answerOf(answer: Response) {
  const toast = flashToast(answer);
  const data = answer.headers.get("content-type")?.includes("json")
    ? ((await answer.json()) as { submissionFailed?: { kind: string; retryAfterSeconds?: number } })
    : null;
  return {
    status: answer.status,
    retryAfter: answer.headers.get("retry-after"),
    failure: data?.submissionFailed ?? null,
    toast: toast?.message ?? null,
  };
}

describe("every action while the instance sheds load", () => {
  const routes = actionRoutes();

  it("are found (the sweep reads the route folders)", () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const folder of NOT_CHANGES.keys()) expect(routes.map((route) => route.folder)).toContain(folder);
  });

  it.each(routes.filter((route) => !NOT_CHANGES.has(route.folder)).map((route) => [route.folder, route]))(
    "%s carries out nothing, calls no upstream for it, and says the service is busy and when to send again",
    async (folder, { module }) => {
      const asked = recordUpstream();
      const { action } = (await import(module)) as { action: (args: unknown) => Promise<Response> };
      const url = urlOf(folder);
      const context = makeContext({ store: new MemoryStore(), shed: { retryAfterSeconds: WAIT }, wholePage: true });
      const answer = await action({ request: changingPost(url), params: paramsOf(folder), context }).catch((thrown: unknown) => thrown as Response);
      const said = await answerOf(answer);
      // Only reads that draw the form again may be made (who the member is, the category lists), never a write.
      expect(asked.filter((call) => !READS.test(call))).toEqual([]);
      if (said.status >= 300 && said.status < 400) {
        // A one-tap form: back to its page, with the toast.
        expect(said.toast).toBe(`${submissionTexts.failure.busy} ${submissionTexts.waitSeconds(WAIT)}`);
      } else {
        expect({ status: said.status, retryAfter: said.retryAfter }).toEqual({ status: 503, retryAfter: String(WAIT) });
        // A form's data says it (the page's beacon of logs has no form, nor a body).
        if (folder !== "resources.log") expect(said.failure).toEqual({ kind: "busy", retryAfterSeconds: WAIT });
      }
    },
  );

  it("a help form comes back as it was sent, its new file taken so that it need not be chosen again, and no ticket registered", async () => {
    const asked = recordUpstream({
      "/help/tempfile.php": { errorCode: 0, ticketId: "5000100", fileList: [{ fileId: "9", fileName: "화면.png", fileSize: 16 }] },
    });
    const { action } = await import("~/routes/help.inquiry/inquiry.server");
    const request = changingPost("/help/inquiry");
    const body = await request.formData();
    body.append("attachedFiles", new File([PNG], "화면.png", { type: "image/png" }));
    const answer = await action({
      request: makeRequest("/help/inquiry", { method: "POST", body, headers: { origin: "http://portal.test" } }),
      params: {},
      context: makeContext({ store: new MemoryStore(), shed: { retryAfterSeconds: WAIT } }),
    });
    const data = (await answer.json()) as {
      result: { initialValue: Record<string, string> };
      submissionFailed: unknown;
      uploads: { files: Array<{ name: string }> } | null;
    };
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe(String(WAIT));
    expect(data.submissionFailed).toEqual({ kind: "busy", retryAfterSeconds: WAIT });
    expect(data.result.initialValue).toMatchObject({ title: "바쁠 때 보낸 제목", content: "바쁠 때 보낸 내용입니다.", customerEmail: "busy@example.com" });
    expect(asked.filter((call) => !READS.test(call))).toEqual(["POST /help/tempfile.php"]);
    expect(data.uploads?.files.map((file) => file.name)).toEqual(["화면.png"]);
  });

  it("the FAQ search shows its results without logging the keyword", async () => {
    const asked = recordUpstream();
    const { action } = await import("~/routes/help.search/faq-search.server");
    const answer = await action({
      request: changingPost("/help/search"),
      params: {},
      context: makeContext({ shed: { retryAfterSeconds: WAIT } }),
    });
    expect(answer.headers.get("location")).toBe(`/help/search?q=${encodeURIComponent("환불")}`);
    expect(asked).toEqual([]);
  });
});
