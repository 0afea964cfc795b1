// The honeypot of public forms (issue 19): a rendered token is good for one submission of its form (a
// repeat of the same submission, with its idempotency key, passes) and for FORM_MAX_FILL_MS after its
// render; shared by instances through the store.
import { delay } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { checkHoneypot } from "~/utils/honeypot.server";
import { MemoryStore } from "~/utils/shared-store.server";
import { honeypotFields, makeContext } from "../../helpers";

afterEach(() => {
  delete process.env.FORM_MAX_FILL_MS;
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (thrown: unknown) => (thrown instanceof Response ? thrown.status : "error"),
  );

describe("checkHoneypot", () => {
  it("takes a rendered token once; a replay is refused, also on another instance sharing the store", async () => {
    const context = makeContext({ store: new MemoryStore() });
    const fields = await honeypotFields();
    expect(await refused(checkHoneypot(form(fields), context))).toBeNull();
    expect(await refused(checkHoneypot(form(fields), context))).toBe(400);
    expect(await refused(checkHoneypot(form(fields), makeContext({ store: context.store })))).toBe(400);
    // A store of its own (another instance without a shared store) has not seen it.
    expect(await refused(checkHoneypot(form(fields), makeContext({ store: new MemoryStore() })))).toBeNull();
  });

  it("lets the same submission through again (same idempotency key), nothing else", async () => {
    const context = makeContext({ store: new MemoryStore() });
    const fields = await honeypotFields();
    expect(await refused(checkHoneypot(form(fields), context, "key-aaaaaaaaaaaaaaaa"))).toBeNull();
    expect(await refused(checkHoneypot(form(fields), context, "key-aaaaaaaaaaaaaaaa"))).toBeNull();
    expect(await refused(checkHoneypot(form(fields), context, "key-bbbbbbbbbbbbbbbb"))).toBe(400);
    expect(await refused(checkHoneypot(form(fields), context))).toBe(400);
  });

  it("refuses a token past FORM_MAX_FILL_MS, an altered one, a filled honeypot and missing fields", async () => {
    const context = makeContext({ store: new MemoryStore() });
    process.env.FORM_MAX_FILL_MS = "50";
    const old = await honeypotFields();
    await delay(80);
    expect(await refused(checkHoneypot(form(old), context))).toBe(400);
    delete process.env.FORM_MAX_FILL_MS;
    const fields = await honeypotFields();
    const [body, mac] = fields.from__confirm.split(".");
    expect(await refused(checkHoneypot(form({ ...fields, from__confirm: `${body}x.${mac}` }), context))).toBe(400);
    expect(await refused(checkHoneypot(form({ ...fields, name__confirm: "http://spam.example" }), context))).toBe(400);
    expect(await refused(checkHoneypot(form({ name__confirm: "" }), context))).toBe(400);
  });
});
