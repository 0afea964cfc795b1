// The server side of the one submission mechanism (utils/submission.server.ts): a form's key runs its change
// once, whatever repeats it (a double tap, Back and press again, two tabs, a retry after a lost answer), on any
// instance sharing the store; only the change's outcome is kept; the upstream writes made for it carry keys
// derived from the form's, the same on a retry.
import { json, redirect } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { MemoryStore } from "~/utils/shared-store.server";
import { completed, findSubmission, fingerprintOf, LEASE_MS, once, REPEAT_WAIT_MS, SubmissionHeld } from "~/utils/submission.server";
import { upstreamFetch } from "~/upstream/policy.server";
import { z } from "zod";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";
import { oncePerKey } from "~/features/session/once-per-key.server";

const KEY = "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
const id = (overrides: Partial<Parameters<typeof once>[1]> = {}) => ({
  scope: "station:post:write:streamer01",
  owner: "viewer01",
  key: KEY,
  fingerprint: "f1",
  ...overrides,
});

/** The one submission key a store holds (a test's only claim). */
const storedKey = (store: MemoryStore) => [...store.liveValues()].map(([key]) => key).find((key) => key.startsWith("submission:"))!;

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

  it("answers a repeat that meets the first's lease within a couple of seconds, held as pending, while the first still runs (issue 69, item 2)", async () => {
    // The production time-outs: a repeat once waited 1.5 upstream time-outs (45 s), past nginx's 35 s read time-out.
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    void once(context, id(), () => ((runs += 1), new Promise<Response>(() => {})));
    const started = Date.now();
    const held = await once(context, id(), async () => ((runs += 1), completed(json({})))).catch((error: unknown) => error);
    expect(held).toBeInstanceOf(SubmissionHeld);
    expect((held as SubmissionHeld).kind).toBe("pending");
    expect((held as SubmissionHeld).status).toBe(409);
    expect(Date.now() - started).toBeLessThanOrEqual(REPEAT_WAIT_MS + 1000);
    expect(runs).toBe(1);
  });

  it("holds the key by a lease shorter than a proxy's time-out, renewed while the change runs and never over its outcome (issue 69, item 2)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const store = new MemoryStore();
      const claims: number[] = [];
      const renewals: number[] = [];
      const setIfAbsent = store.setIfAbsent.bind(store);
      const set = store.set.bind(store);
      store.setIfAbsent = (key, value, ttlMs) => (claims.push(ttlMs), setIfAbsent(key, value, ttlMs));
      store.set = (key, value, ttlMs) => (value.includes('"pending"') && renewals.push(ttlMs), set(key, value, ttlMs));
      const context = makeContext({ store });
      let finish!: () => void;
      const first = once(context, id(), async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return completed(json({ stored: 1 }));
      });
      await vi.waitFor(() => expect(claims).toHaveLength(1));
      // A process that died mid-change frees the key when its lease lapses: within nginx's 35 s read time-out.
      expect(claims[0]).toBe(LEASE_MS);
      expect(LEASE_MS).toBeLessThan(35_000);
      // A change that runs on keeps its lease: renewed before it lapses, as long as it runs.
      for (let renewed = 1; renewed <= 3; renewed += 1) {
        await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
        expect(renewals).toEqual(Array.from({ length: renewed }, () => LEASE_MS));
      }
      finish();
      expect(await (await first).json()).toEqual({ stored: 1 });
      await vi.advanceTimersByTimeAsync(LEASE_MS * 2);
      expect(renewals).toHaveLength(3);
      expect(await (await once(context, id(), async () => completed(json({ stored: 2 })))).json()).toEqual({ stored: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("renews only its own lease: a key another run took after the lease lapsed is theirs", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const store = new MemoryStore();
      const context = makeContext({ store });
      let finish!: () => void;
      const first = once(context, id(), () => new Promise<Response>((resolve) => (finish = () => resolve(json({})))));
      await vi.waitFor(async () => expect(await store.get(storedKey(store))).toContain("pending"));
      const theirs = JSON.stringify({ state: "pending", fingerprint: "f1", holder: "another run" });
      await store.set(storedKey(store), theirs, LEASE_MS);
      await vi.advanceTimersByTimeAsync(LEASE_MS);
      expect(await store.get(storedKey(store))).toBe(theirs);
      finish();
      await first;
    } finally {
      vi.useRealTimers();
    }
  });

  it("while the instance sheds load, carries out nothing and holds the submission as busy, with the seconds to wait (issue 69, item 1)", async () => {
    const context = makeContext({ store: new MemoryStore(), shed: { retryAfterSeconds: 7.2 } });
    let runs = 0;
    for (const submission of [id(), id({ key: null })]) {
      const held = (await once(context, submission, async () => ((runs += 1), completed(json({})))).catch((error: unknown) => error)) as SubmissionHeld;
      expect({ kind: held.kind, status: held.status, headers: held.headers, failure: held.failure }).toEqual({
        kind: "busy",
        status: 503,
        headers: { "Retry-After": "8" },
        failure: { submissionFailed: { kind: "busy", retryAfterSeconds: 8 } },
      });
    }
    expect(runs).toBe(0);
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

describe("a member's words sent again without JS under another key (Back: the page loaded afresh, the words filled in again)", () => {
  const OTHER_KEY = "5b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
  const typed = (overrides: Partial<Parameters<typeof once>[1]> = {}) => id({ typed: true, ...overrides });

  it("are the first submission within the window: its answer again, nothing stored again (issue 69, item 7)", async () => {
    const store = new MemoryStore();
    let runs = 0;
    const change = async () => completed(redirect(`/station/streamer01/post/77?comment=${(runs += 1)}`));
    await once(makeContext({ store, wholePage: true }), typed(), change);
    const again = await once(makeContext({ store, wholePage: true }), typed({ key: OTHER_KEY }), change);
    expect(runs).toBe(1);
    expect(again.headers.get("location")).toBe("/station/streamer01/post/77?comment=1");
    expect(again.headers.get("x-submission-replayed")).toBe("1");
  });

  it("are held while the first is still on its way", async () => {
    const store = new MemoryStore();
    void once(makeContext({ store, wholePage: true }), typed(), () => new Promise<Response>(() => {}));
    await vi.waitFor(() => expect([...store.liveValues()].some(([key]) => key.startsWith("submission-typed:"))).toBe(true));
    const held = (await once(makeContext({ store, wholePage: true }), typed({ key: OTHER_KEY }), async () => completed(json({}))).catch(
      (error: unknown) => error,
    )) as SubmissionHeld;
    expect(held.kind).toBe("pending");
  });

  it("are a new submission with JS (the app's own post), with other words, from another member, or for a form that is no typed text", async () => {
    const store = new MemoryStore();
    let runs = 0;
    const change = async () => completed(json({ run: (runs += 1) }));
    await once(makeContext({ store, wholePage: true }), typed(), change);
    await once(makeContext({ store, wholePage: false }), typed({ key: OTHER_KEY }), change);
    await once(makeContext({ store, wholePage: true }), typed({ key: "6b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e", fingerprint: "f2" }), change);
    await once(makeContext({ store, wholePage: true }), typed({ key: "7b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e", owner: "viewer02" }), change);
    await once(makeContext({ store, wholePage: true }), id({ key: "8b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e" }), change);
    expect(runs).toBe(5);
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

describe("oncePerKey (the one-tap forms' actions: favourites, a card's action, a list's delete, a post's pin)", () => {
  const post = (fields: Record<string, string>) =>
    makeRequest("/my/favorite", { method: "POST", body: new URLSearchParams(fields), headers: { origin: "http://portal.test" } });

  it("keeps the redirect a change answers: a double tap runs it once and both taps land where the first did", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    const action = oncePerKey(async () => ((runs += 1), redirect("/my/favorite?added=1")));
    const fields = { intent: "add", streamerId: "streamer01", [SUBMISSION_KEY_FIELD]: KEY };
    const answers = [await action({ request: post(fields), params: {}, context }), await action({ request: post(fields), params: {}, context })];
    expect(runs).toBe(1);
    expect(answers.map((answer) => [answer.status, answer.headers.get("location")])).toEqual([
      [302, "/my/favorite?added=1"],
      [302, "/my/favorite?added=1"],
    ]);
    // Another form's post under the page's key is a change of its own.
    await action({ request: post({ ...fields, streamerId: "streamer02" }), params: {}, context });
    expect(runs).toBe(2);
  });

  it("keeps no form sent back with its errors: pressing again runs the action again", async () => {
    const context = makeContext({ store: new MemoryStore() });
    let runs = 0;
    const action = oncePerKey(async () => ((runs += 1), json({ error: "그룹명을 입력해 주세요." }, { status: 400 })));
    const fields = { intent: "group-add", name: "", [SUBMISSION_KEY_FIELD]: KEY };
    await action({ request: post(fields), params: {}, context });
    await action({ request: post(fields), params: {}, context });
    expect(runs).toBe(2);
  });
});
