import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { delay, http, HttpResponse, passthrough } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { breakers } from "~/upstream/breaker.server";
import { orDefault, upstreamFetch } from "~/upstream/policy.server";
import { lenientArray, looseArray, numberish } from "~/upstream/schema.server";
import * as log from "~/utils/log.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, UPSTREAM, upstreamPath } from "../../mocks/server";

const Schema = z.object({ total_cnt: numberish, broad: lenientArray(z.object({ broad_no: numberish, user_id: z.string() })) });
const ctx = () => ({
  request: makeRequest("/", { cookie: "UserTicket=abc; __flash=secret; selectedMode=prefer", headers: { "user-agent": "TestUA/1.0" } }),
  context: makeContext(),
});
const PATH = "/api/main_broad_list_api.php";

afterEach(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
  delete process.env.UPSTREAM_MAX_BODY_MB;
  delete process.env.UPSTREAM_BREAKER_FAILURES;
});

describe("upstreamFetch", () => {
  it("parses the answer with the raw schema and forwards cookies, user agent and request id", async () => {
    let seen: Headers | undefined;
    let query: URLSearchParams | undefined;
    server.use(
      http.get(upstreamPath("live", PATH), ({ request }) => {
        seen = request.headers;
        query = new URL(request.url).searchParams;
        // The real live list comes as text/html with JSON inside.
        return new HttpResponse(JSON.stringify({ total_cnt: "2120", broad: [{ broad_no: "297314125", user_id: "haru" }] }), {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      }),
    );
    const result = await upstreamFetch(ctx(), "live", PATH, { query: { selectType: "action", pageNo: 1, empty: undefined }, schema: Schema });
    expect(result).toMatchObject({ ok: true, data: { total_cnt: 2120, broad: [{ broad_no: 297314125, user_id: "haru" }] } });
    expect(seen?.get("cookie")).toBe("UserTicket=abc; selectedMode=prefer");
    expect(seen?.get("user-agent")).toBe("TestUA/1.0");
    expect(seen?.get("x-request-id")).toBe("test-request-id");
    expect(Object.fromEntries(query!)).toEqual({ selectType: "action", pageNo: "1" });
  });

  it("sends form bodies form-encoded", async () => {
    let body = "";
    server.use(
      http.post(upstreamPath("station", "/favorite"), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ result: 1 });
      }),
    );
    const result = await upstreamFetch(ctx(), "station", "/favorite", { form: { bj_id: "haru", _method: "delete" }, schema: z.object({ result: z.number() }) });
    expect(result.ok).toBe(true);
    expect(body).toBe("bj_id=haru&_method=delete");
  });

  it.each([
    ["HTTP 500", () => HttpResponse.json({ code: 500 }, { status: 500 }), "http"],
    ["HTML instead of JSON", () => new HttpResponse("<html>점검</html>", { headers: { "content-type": "text/html" } }), "not_json"],
    ["malformed JSON", () => new HttpResponse('{"total_cnt":', { headers: { "content-type": "application/json" } }), "not_json"],
    ["schema drift", () => HttpResponse.json({ totalCount: 3, list: [] }), "schema"],
    ["refused connection", () => HttpResponse.error(), "network"],
  ])("%s becomes one typed failure and one log line", async (_name, answer, kind) => {
    const warn = vi.spyOn(log.logger, "warn");
    server.use(http.get(upstreamPath("live", PATH), answer));
    const result = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.kind).toBe(kind);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe("upstream_failure");
    expect(warn.mock.calls[0][1]).toMatchObject({ requestId: "test-request-id", role: "live", path: PATH, kind });
    expect(orDefault(result, { total_cnt: 0, broad: [] })).toEqual({ total_cnt: 0, broad: [] });
  });

  it("gives up after the time-out", async () => {
    process.env.UPSTREAM_TIMEOUT_MS = "50";
    const { resetConfigForTests } = await import("~/utils/env.server");
    resetConfigForTests();
    server.use(
      http.get(upstreamPath("live", PATH), async () => {
        await delay(2000);
        return HttpResponse.json({ total_cnt: 1, broad: [] });
      }),
    );
    const started = Date.now();
    const result = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    expect(result.ok ? null : result.failure.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("stops when the user's request is aborted", async () => {
    const controller = new AbortController();
    server.use(
      http.get(upstreamPath("live", PATH), async () => {
        await delay(2000);
        return HttpResponse.json({ total_cnt: 1, broad: [] });
      }),
    );
    const request = new Request("http://portal.test/", { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const result = await upstreamFetch({ request, context: makeContext() }, "live", PATH, { schema: Schema });
    expect(result.ok ? null : result.failure.kind).toBe("aborted");
  });

  it("cuts an answer off past UPSTREAM_MAX_BODY_MB, declared or streamed without end: too_large, one line each, the breaker counts it", async () => {
    process.env.UPSTREAM_MAX_BODY_MB = "1";
    process.env.UPSTREAM_BREAKER_FAILURES = "2";
    // The endless answer comes from a real server over a real connection (msw would go on pumping a body that
    // nobody reads): what matters is that the portal hangs up, so the server stops writing.
    let written = 0;
    let closed = false;
    const endless = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const piece = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!response.destroyed && response.write(piece)) written += 1;
        if (!response.destroyed) response.once("drain", pump);
      };
      response.on("close", () => (closed = true));
      pump();
    });
    await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(endless.address() as AddressInfo).port}`;
    process.env.UPSTREAM_URL = base;
    const { resetConfigForTests } = await import("~/utils/env.server");
    resetConfigForTests();
    const warn = vi.spyOn(log.logger, "warn");
    try {
      server.use(
        http.get(`${base}/live${PATH}`, () => new HttpResponse(new Uint8Array(2 * 1024 * 1024), { headers: { "content-type": "application/json" } }), {
          once: true,
        }),
        http.get(`${base}/live${PATH}`, () => passthrough()),
      );
      const declared = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
      const streamed = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
      expect([declared, streamed].map((result) => (result.ok ? null : result.failure.kind))).toEqual(["too_large", "too_large"]);
      expect(warn.mock.calls.map((call) => [call[0], (call[1] as { kind?: string }).kind])).toEqual([
        ["upstream_failure", "too_large"],
        ["upstream_circuit_open", undefined],
        ["upstream_failure", "too_large"],
      ]);
      // The connection was closed after about 1 MB (64 KiB pieces, plus what the sockets' buffers held),
      // and nothing more was written once it was.
      await vi.waitFor(() => expect(closed).toBe(true));
      const writtenThen = written;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(writtenThen).toBeLessThan(64);
      expect(written).toBe(writtenThen);
      expect(breakers.isOpen("live")).toBe(true);
    } finally {
      process.env.UPSTREAM_URL = UPSTREAM;
      resetConfigForTests();
      await new Promise((resolve) => endless.close(resolve));
    }
  });

  it("never follows a redirect: a 3xx is an 'http' failure and its target is not asked", async () => {
    const internal: string[] = [];
    server.use(
      http.get(upstreamPath("live", PATH), () => new HttpResponse(null, { status: 302, headers: { location: "http://internal.test/admin" } })),
      http.post(upstreamPath("help", "/apihelp.php"), () => new HttpResponse(null, { status: 307, headers: { location: "http://internal.test/admin" } })),
      http.all("http://internal.test/*", ({ request }) => {
        internal.push(request.url);
        return HttpResponse.json({ total_cnt: 1, broad: [] });
      }),
    );
    const get = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    const post = await upstreamFetch(ctx(), "help", "/apihelp.php", { form: { command: "FaqTopList" }, schema: z.object({}).passthrough() });
    expect([get, post].map((result) => (result.ok ? null : [result.failure.kind, result.failure.status]))).toEqual([
      ["http", 302],
      ["http", 307],
    ]);
    expect(internal).toEqual([]);
  });

  it("keeps the JSON of a non-2xx answer for the caller (HTTP 515 with code 9000)", async () => {
    server.use(
      http.get(upstreamPath("channel", "/api/nobody/station"), () =>
        HttpResponse.json({ code: 9000, message: "The channel does not exist." }, { status: 515 }),
      ),
    );
    const result = await upstreamFetch(ctx(), "channel", "/api/nobody/station", { schema: z.object({}) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toMatchObject({ kind: "http", status: 515, body: { code: 9000 } });
  });

  it("reads answers of listed non-2xx statuses with the schema", async () => {
    server.use(http.post(upstreamPath("help", "/api/get_objection_status.php"), () => HttpResponse.json({ message: "already" }, { status: 409 })));
    const result = await upstreamFetch(ctx(), "help", "/api/get_objection_status.php", {
      method: "POST",
      schema: z.object({ message: z.string() }),
      answerStatuses: [409],
    });
    expect(result).toMatchObject({ ok: true, status: 409, data: { message: "already" } });
  });
});

describe("list schemas", () => {
  it("skip bad items instead of failing the whole list", () => {
    const list = lenientArray(z.object({ id: numberish }));
    expect(list.parse([{ id: "1" }, { id: "x" }, { nope: true }, { id: 4 }])).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it("read '' and null as empty lists (af_tags quirk)", () => {
    const list = looseArray(z.object({ af_tag: z.string() }));
    expect(list.parse("")).toEqual([]);
    expect(list.parse(null)).toEqual([]);
    expect(list.parse(undefined)).toEqual([]);
    expect(list.parse([{ af_tag: "롤" }])).toEqual([{ af_tag: "롤" }]);
  });
});

describe("reads kept for a few seconds", () => {
  const member = (cookie: string, init: { method?: string; userAgent?: string } = {}) => ({
    request: makeRequest("/", { method: init.method ?? "GET", cookie, headers: { "user-agent": init.userAgent ?? "TestUA/1.0" } }),
    context: makeContext(),
  });
  const answering = () => {
    const asked: string[] = [];
    server.use(
      http.get(upstreamPath("live", PATH), ({ request }) => {
        asked.push(`${request.headers.get("cookie")} ${new URL(request.url).search}`);
        return HttpResponse.json({ total_cnt: asked.length, broad: [] });
      }),
    );
    return asked;
  };
  const keepFor = async (ms: string) => {
    process.env.UPSTREAM_ANSWER_CACHE_MS = ms;
    const { resetConfigForTests } = await import("~/utils/env.server");
    resetConfigForTests();
  };
  afterEach(() => keepFor("0"));

  it("answers a viewer's read again without asking; another viewer, device or change of theirs asks anew", async () => {
    await keepFor("5000");
    const asked = answering();
    const read = (ctx: ReturnType<typeof member>) => upstreamFetch(ctx, "live", PATH, { query: { page: 1 }, schema: Schema, keep: true, cacheBuster: "_" });
    const first = await read(member("UserTicket=a"));
    const again = await read(member("UserTicket=a"));
    expect(first).toMatchObject({ ok: true, data: { total_cnt: 1 } });
    expect(again).toMatchObject({ ok: true, data: { total_cnt: 1 } });
    // The time the cache buster carries changes; it does not name the answer.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^UserTicket=a \?page=1&_=\d+$/);
    // Another member, the same member on another device, and after a change of theirs (the portal's cookie).
    await read(member("UserTicket=b"));
    await read(member("UserTicket=a", { userAgent: "OtherDevice/2.0" }));
    await read(member("UserTicket=a; __changed=l1x2"));
    expect(asked).toHaveLength(4);
    await read(member("UserTicket=a; __changed=l1x2"));
    expect(asked).toHaveLength(4);
  });

  it("keeps nothing while serving a post, nothing that failed, and nothing a call does not offer", async () => {
    await keepFor("5000");
    const asked = answering();
    const read = (ctx: ReturnType<typeof member>, keep = true) => upstreamFetch(ctx, "live", PATH, { schema: Schema, keep });
    await read(member("UserTicket=a", { method: "POST" }));
    await read(member("UserTicket=a", { method: "POST" }));
    expect(asked).toHaveLength(2);
    await read(member("UserTicket=c"), false);
    await read(member("UserTicket=c"), false);
    expect(asked).toHaveLength(4);
    server.use(http.get(upstreamPath("live", PATH), () => HttpResponse.json({ code: 500 }, { status: 500 }), { once: true }));
    expect((await read(member("UserTicket=d"))).ok).toBe(false);
    expect(await read(member("UserTicket=d"))).toMatchObject({ ok: true, data: { total_cnt: 5 } });
  });

  it("the same read asked while on its way makes one call; one given up by its user is asked again by one still waiting", async () => {
    await keepFor("5000");
    let calls = 0;
    let answer!: () => void;
    server.use(
      http.get(upstreamPath("live", PATH), async () => {
        calls += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ total_cnt: calls, broad: [] });
      }),
    );
    const read = (ctx: ReturnType<typeof member>) => upstreamFetch(ctx, "live", PATH, { schema: Schema, keep: true });
    const burst = Promise.all([read(member("UserTicket=a")), read(member("UserTicket=a")), read(member("UserTicket=a"))]);
    await vi.waitFor(() => expect(calls).toBe(1));
    answer();
    expect((await burst).map((result) => (result.ok ? result.data.total_cnt : null))).toEqual([1, 1, 1]);

    const leaving = new AbortController();
    const first = read({
      request: makeRequest("/", { cookie: "UserTicket=b", headers: { "user-agent": "TestUA/1.0" }, signal: leaving.signal }),
      context: makeContext(),
    });
    await vi.waitFor(() => expect(calls).toBe(2));
    const staying = read(member("UserTicket=b"));
    leaving.abort();
    const gone = await first;
    expect(gone.ok ? null : gone.failure.kind).toBe("aborted");
    await vi.waitFor(() => expect(calls).toBe(3));
    answer();
    expect(await staying).toMatchObject({ ok: true, data: { total_cnt: 3 } });
  });

  it("asks every time when UPSTREAM_ANSWER_CACHE_MS is 0", async () => {
    const asked = answering();
    await upstreamFetch(member("UserTicket=a"), "live", PATH, { schema: Schema, keep: true });
    await upstreamFetch(member("UserTicket=a"), "live", PATH, { schema: Schema, keep: true });
    expect(asked).toHaveLength(2);
  });
});
