// The server side of the one submission mechanism (utils/submission.server.ts): a form's key runs its change
// once, whatever repeats it (a double tap, Back and press again, two tabs, a retry after a lost answer), on any
// instance sharing the store; only the change's outcome is kept; the upstream writes made for it carry keys
// derived from the form's, the same on a retry.
import { json, redirect } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MemoryStore } from "~/utils/shared-store.server";
import { completed, findSubmission, fingerprintOf, once, SubmissionHeld } from "~/utils/submission.server";
import { upstreamFetch } from "~/upstream/policy.server";
import { z } from "zod";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const KEY = "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
const id = (overrides: Partial<Parameters<typeof once>[1]> = {}) => ({
  scope: "station:post:write:streamer01",
  owner: "viewer01",
  key: KEY,
  fingerprint: "f1",
  ...overrides,
});

describe("once", () => {
  it("runs a change once per key; a repeat gets the first answer (status, location, cookies) marked as replayed", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    const change = async () => {
      runs += 1;
      return completed(redirect("/station/streamer01/post/77", { headers: { "Set-Cookie": "__flash=done; Path=/" } }));
    };
    const first = await once(context, id(), change);
    const repeat = await once(context, id(), change);
    expect(runs).toBe(1);
    for (const answer of [first, repeat]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/station/streamer01/post/77");
      expect(answer.headers.getSetCookie()).toEqual(["__flash=done; Path=/"]);
    }
    expect(first.headers.get("x-submission-replayed")).toBeNull();
    expect(repeat.headers.get("x-submission-replayed")).toBe("1");
  });

  it("holds across instances sharing the store, and per scope and owner: another form or person with the key runs", async () => {
    const store = new MemoryStore();
    let runs = 0;
    const change = async () => completed(json({ run: (runs += 1) }));
    await once(makeContext({ store }), id(), change);
    expect(await (await once(makeContext({ store }), id(), change)).json()).toEqual({ run: 1 });
    expect(await (await once(makeContext({ store }), id({ owner: "viewer02" }), change)).json()).toEqual({ run: 2 });
    expect(await (await once(makeContext({ store }), id({ scope: "station:post:write:streamer02" }), change)).json()).toEqual({ run: 3 });
  });

  it("keeps only the outcome: a form sent back with errors, a failed change or a thrown answer leaves the key free", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    await once(context, id(), async () => ((runs += 1), json({ error: "제목을 입력해 주세요." }, { status: 400 })));
    await expect(
      once(context, id(), async () => {
        runs += 1;
        throw redirect("/login");
      }),
    ).rejects.toBeInstanceOf(Response);
    const done = await once(context, id(), async () => ((runs += 1), completed(json({ ok: true }))));
    expect(runs).toBe(3);
    expect(await done.json()).toEqual({ ok: true });
  });

  it("lets a repeat that arrives while the first runs wait for its answer (two tabs pressed together)", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    let finish!: () => void;
    const slow = async () => {
      runs += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return completed(json({ stored: 1 }));
    };
    const first = once(context, id(), slow);
    const second = once(context, id(), slow);
    await new Promise((resolve) => setTimeout(resolve, 250));
    finish();
    const answers = await Promise.all([first, second]);
    expect(runs).toBe(1);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ stored: 1 }, { stored: 1 }]);
  });

  it("gives up waiting for a first that takes longer than it may, with SubmissionHeld", async () => {
    process.env.UPSTREAM_TIMEOUT_MS = "100";
    const context = makeContext({ store: new MemoryStore() });
    void once(context, id(), () => new Promise<Response>(() => {}));
    await expect(once(context, id(), async () => completed(json({})))).rejects.toBeInstanceOf(SubmissionHeld);
    delete process.env.UPSTREAM_TIMEOUT_MS;
  });

  it("runs every post without a key as a change of its own", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    const change = async () => completed(json({ run: (runs += 1) }));
    await once(context, id({ key: null }), change);
    await once(context, id({ key: null }), change);
    expect(runs).toBe(2);
  });

  it("tells a repeat of the kept submission from the same form changed (findSubmission), with what the action kept of it", async () => {
    const context = makeContext({ store: new MemoryStore() });
    await once(context, id(), async () => completed(redirect("/help/inquiry?done=1"), { ticketId: "T1" }));
    const same = await findSubmission(context, id());
    expect(same?.sameContent).toBe(true);
    expect(same?.meta).toEqual({ ticketId: "T1" });
    expect(same?.replay().headers.get("location")).toBe("/help/inquiry?done=1");
    expect((await findSubmission(context, id({ fingerprint: "f2" })))?.sameContent).toBe(false);
    expect(await findSubmission(context, id({ key: "5b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e" }))).toBeNull();
  });
});

describe("fingerprintOf", () => {
  const form = (entries: Array<[string, string | File]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  it("is the same for the same post whatever its order, line breaks or bookkeeping; changes with a field or a file", () => {
    const a = fingerprintOf(
      form([
        ["title", "제목"],
        ["content", "첫 줄\r\n둘째 줄"],
        ["submissionKey", KEY],
        ["name__confirm", ""],
      ]),
    );
    const b = fingerprintOf(
      form([
        ["content", "첫 줄\n둘째 줄"],
        ["title", "제목"],
      ]),
    );
    expect(a).toBe(b);
    expect(
      fingerprintOf(
        form([
          ["title", "제목!"],
          ["content", "첫 줄\n둘째 줄"],
        ]),
      ),
    ).not.toBe(b);
    const withFile = fingerprintOf(
      form([
        ["title", "제목"],
        ["content", "첫 줄\n둘째 줄"],
        ["photos", new File(["x"], "a.png", { type: "image/png" })],
      ]),
    );
    expect(withFile).not.toBe(b);
  });
});

describe("upstream writes made for a submission", () => {
  it("carry an Idempotency-Key derived from the form's key and what it sent: the same on a retry, another for each write, each form and a corrected form", async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(upstreamPath("station", "/api/write"), ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return HttpResponse.json({ ok: true });
      }),
      http.get(upstreamPath("station", "/api/read"), ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return HttpResponse.json({ ok: true });
      }),
    );
    const write = (context: ReturnType<typeof makeContext>) =>
      upstreamFetch({ request: makeRequest("/x", { method: "POST" }), context }, "station", "/api/write", {
        form: { a: 1 },
        schema: z.object({ ok: z.boolean() }),
      });
    const read = (context: ReturnType<typeof makeContext>) =>
      upstreamFetch({ request: makeRequest("/x", { method: "POST" }), context }, "station", "/api/read", { schema: z.object({ ok: z.boolean() }) });
    const attempt = (submission: ReturnType<typeof id>) => {
      const context = makeContext({ store: new MemoryStore() });
      return once(context, submission, async () => {
        await read(context);
        await write(context);
        await write(context);
        return json({});
      });
    };
    await attempt(id());
    await attempt(id());
    await attempt(id({ scope: "station:post:write:streamer02" }));
    await attempt(id({ fingerprint: "f2" }));
    await write(makeContext());
    const [readKey, first, second, retryRead, retryFirst, retrySecond, , otherFirst, otherSecond, , correctedFirst, correctedSecond, outside] = keys;
    expect(readKey).toBeNull();
    expect(retryRead).toBeNull();
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(second).not.toBe(first);
    expect([retryFirst, retrySecond]).toEqual([first, second]);
    expect([otherFirst, otherSecond]).not.toContain(first);
    expect([correctedFirst, correctedSecond]).not.toContain(first);
    expect(correctedFirst).toMatch(/^[\w-]{32}$/);
    expect(outside).toBeNull();
  });
});
