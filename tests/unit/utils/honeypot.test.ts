// The honeypot of public forms: a rendered token is good for one submission of its form (a repeat of the same
// submission, with its form key, passes) and for FORM_MAX_FILL_MS after its render; shared by instances
// through the store. Only what no person's browser sends is refused outright; a token too young, expired or
// spent is a verdict the form's action answers with the form as it was.
import { delay } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { honeypotVerdict } from "~/utils/honeypot.server";
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
/** The verdict, or the status of the Response thrown for a bot's post. */
const verdictOf = (promise: Promise<unknown>) =>
  promise.then(
    (verdict) => verdict,
    (thrown: unknown) => (thrown instanceof Response ? thrown.status : "error"),
  );

describe("honeypotVerdict", () => {
  it("takes a rendered token once; a replay is 'used', also on another instance sharing the store", async () => {
    const context = makeContext({ store: new MemoryStore() });
    const fields = await honeypotFields();
    expect(await verdictOf(honeypotVerdict(form(fields), context))).toBe("ok");
    expect(await verdictOf(honeypotVerdict(form(fields), context))).toBe("used");
    expect(await verdictOf(honeypotVerdict(form(fields), makeContext({ store: context.store })))).toBe("used");
    // A store of its own (another instance without a shared store) has not seen it.
    expect(await verdictOf(honeypotVerdict(form(fields), makeContext({ store: new MemoryStore() })))).toBe("ok");
  });

  it("lets the same submission through again (same form key), nothing else", async () => {
    const context = makeContext({ store: new MemoryStore() });
    const fields = await honeypotFields();
    expect(await verdictOf(honeypotVerdict(form(fields), context, "key-aaaaaaaaaaaaaaaa"))).toBe("ok");
    expect(await verdictOf(honeypotVerdict(form(fields), context, "key-aaaaaaaaaaaaaaaa"))).toBe("ok");
    expect(await verdictOf(honeypotVerdict(form(fields), context, "key-bbbbbbbbbbbbbbbb"))).toBe("used");
    expect(await verdictOf(honeypotVerdict(form(fields), context))).toBe("used");
  });

  it("says 'expired' past FORM_MAX_FILL_MS and 'too-fast' before FORM_MIN_FILL_MS, unless the form has no minimum; spends neither", async () => {
    const context = makeContext({ store: new MemoryStore() });
    process.env.FORM_MAX_FILL_MS = "50";
    const old = await honeypotFields();
    await delay(80);
    expect(await verdictOf(honeypotVerdict(form(old), context))).toBe("expired");
    delete process.env.FORM_MAX_FILL_MS;

    const { getHoneypot } = await import("~/utils/honeypot.server");
    // Rendered just now by a form that may be sent in a minute.
    const props = getHoneypot().getInputProps({ validFromTimestamp: Date.now() + 60_000 });
    const young = { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom };
    expect(await verdictOf(honeypotVerdict(form(young), context))).toBe("too-fast");
    // A question chip or a one-tap rating: no minimum time, and the token is spent by this post.
    expect(await verdictOf(honeypotVerdict(form(young), context, null, { minFill: false }))).toBe("ok");
    expect(await verdictOf(honeypotVerdict(form(young), context, null, { minFill: false }))).toBe("used");
  });

  it("refuses outright an altered token, a filled honeypot and missing fields", async () => {
    const context = makeContext({ store: new MemoryStore() });
    const fields = await honeypotFields();
    const [body, mac] = fields.from__confirm.split(".");
    expect(await verdictOf(honeypotVerdict(form({ ...fields, from__confirm: `${body}x.${mac}` }), context))).toBe(400);
    expect(await verdictOf(honeypotVerdict(form({ ...fields, name__confirm: "http://spam.example" }), context))).toBe(400);
    expect(await verdictOf(honeypotVerdict(form({ name__confirm: "" }), context))).toBe(400);
  });
});
