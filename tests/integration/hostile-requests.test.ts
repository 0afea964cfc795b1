// Hostile requests to every address of the route table: bad input is a 4xx, never a 500. Each
// route's path is asked with its dynamic segments filled with a real id and with values no link of the
// portal makes (numbers past any range, broken percent-encoding, NUL, markup, prototype names, 2,000
// characters); each address with a hostile value for every query name the portal's own links and GET forms
// use, that name repeated or as an array, and with Remix's `_data` pointing nowhere; each address posted an
// empty body, a multipart body cut short, JSON and plain text; and every post form the pages render posted
// back with hostile values, once with its hidden fields kept (so that the action gets past its token
// checks) and once with them replaced too. As a guest, as a member, and on the station pages as their owner
// (whose pages and forms are others'), from the portal's own origin, no redirect followed. Runs against the
// built dist/server.js and its reference upstream (npm run build first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEntities } from "../html";
import { routeAddresses, wordsAtDepth } from "../route-table";
import { startPortal, type Portal } from "./portal";
import { testPort } from "./ports";

/** A real value for each dynamic segment, by its name (a station is the persona's, below); any other gets "1". */
const REAL_SEGMENTS: Record<string, string> = {
  titleNo: "90000002",
  bbsId: "1006",
  boardNumber: "1006",
  questionId: "1001",
  inquiryId: "5000001",
  kind: "docx",
  type: "game",
  target: "all",
  idx: "2",
  item: "basic",
  tab: "all",
  "*": "nowhere",
};

/** Path segments as a request line carries them (already percent-encoded where they need it). */
const HOSTILE_SEGMENTS = [
  "0",
  "-1",
  "99999999999999999999999",
  "1e400",
  "%00",
  "%ZZ",
  "%C0%AF",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "__proto__",
  "constructor",
  "..%2F..%2Fetc%2Fpasswd",
  "%ED%95%9C%EA%B8%80%20%F0%9F%98%80",
  "x".repeat(2000),
];

/** Query values, each given to every query name at once (already encoded). */
const HOSTILE_QUERY_VALUES = ["-1", "99999999999999999999999", "%ZZ%00%3Cscript%3E", "__proto__", "x".repeat(200)];

/** Field values posted back in the pages' forms. */
const HOSTILE_FIELD_VALUES = ["\u0000<script>alert(1)</script>", "99999999999999999999999", "x".repeat(5000)];

const CONCURRENCY = 6;
const REQUEST_LIMIT_MS = 30_000;

type Persona = { name: string; cookie: string; station: string; asks: (address: string) => boolean };
let portal: Portal;
let personas: Persona[] = [];

beforeAll(async () => {
  portal = await startPortal(testPort(22, 4200, 100), "hostile");
  const member = await portal.signIn("viewer01");
  const owner = await portal.signIn("streamer01");
  const everywhere = () => true;
  personas = [
    { name: "guest", cookie: "", station: "streamer01", asks: everywhere },
    { name: "member", cookie: member.cookie, station: "streamer01", asks: everywhere },
    { name: "owner", cookie: owner.cookie, station: owner.userId, asks: (address) => address.startsWith("/station/") },
  ];
}, 90_000);

afterAll(() => {
  portal?.stop();
});

type Asked = { method: string; address: string; persona: string; status: number | string };
type Ask = { method?: string; address: string; persona: string; cookie: string; body?: BodyInit; type?: string };

/** Sends each request (at most CONCURRENCY at a time) and returns what each got: its status, or its error. */
async function askAll(requests: Ask[]): Promise<Asked[]> {
  const answers: Asked[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { method = "GET", address, persona, cookie, body, type } = requests[next++];
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (method !== "GET") headers.origin = portal.base;
      if (type) headers["content-type"] = type;
      const status = await fetch(`${portal.base}${address}`, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(REQUEST_LIMIT_MS) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        (error: Error) => `${error.name}: ${error.message}`,
      );
      answers.push({ method, address: address.length > 200 ? `${address.slice(0, 200)}…` : address, persona, status });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

const failures = (answers: Asked[]) => answers.filter((answer) => typeof answer.status !== "number" || answer.status >= 500);

/** The real value of a segment for a persona: the owner's station is its own, the others ask streamer01's. */
const real = (persona: Persona, name: string) => (name === "streamerId" || name === "userId" ? persona.station : (REAL_SEGMENTS[name] ?? "1"));
const realAddresses = (persona: Persona) => routeAddresses((name) => [real(persona, name)]).filter(persona.asks);
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]) : null;
};

type Form = { action: string; multipart: boolean; fields: { name: string; value: string; hidden: boolean }[] };

/** The query names of the page's portal links and GET forms, and its post forms. */
function readPage(html: string, address: string): { queryNames: string[]; forms: Form[] } {
  const queryNames = new Set<string>();
  for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) {
    const url = new URL(decodeEntities(href), `${portal.base}${address}`);
    if (url.origin === portal.base) for (const name of url.searchParams.keys()) queryNames.add(name);
  }
  const forms: Form[] = [];
  for (const [, tag, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const fields = [...inner.matchAll(/<(input|textarea|select)\b[^>]*>/g)].flatMap(([field, kind]) => {
      const name = attribute(field, "name");
      const type = attribute(field, "type") ?? "";
      if (!name || (kind === "input" && /^(submit|button|image|reset)$/.test(type))) return [];
      return [{ name, value: attribute(field, "value") ?? "", hidden: type === "hidden" }];
    });
    // The form's first named button: the intent the action is told.
    const button = /<button\b[^>]*\sname="[^"]*"[^>]*>/.exec(inner)?.[0];
    if (button) fields.push({ name: attribute(button, "name")!, value: attribute(button, "value") ?? "", hidden: true });
    if ((attribute(tag, "method") ?? "get").toLowerCase() !== "post") {
      for (const field of fields) queryNames.add(field.name);
      continue;
    }
    const action = new URL(attribute(tag, "action") ?? address, `${portal.base}${address}`);
    if (action.origin !== portal.base) continue;
    forms.push({ action: action.pathname + action.search, multipart: attribute(tag, "enctype") === "multipart/form-data", fields });
  }
  return { queryNames: [...queryNames], forms };
}

function body(form: Form, value: (field: Form["fields"][number]) => string): BodyInit {
  if (!form.multipart) return new URLSearchParams(form.fields.map((field) => [field.name, value(field)]));
  const data = new FormData();
  for (const field of form.fields) data.append(field.name, value(field));
  data.append("files", new Blob(["%PDF-1.4 not really"], { type: "application/pdf" }), "../../evil.pdf");
  return data;
}

describe("hostile requests to every route", () => {
  it("paths with hostile ids answer below 500", { timeout: 300_000 }, async () => {
    const words = wordsAtDepth();
    const requests = personas.flatMap((persona) => {
      const own = realAddresses(persona);
      const hostile = new Set<string>();
      // Every dynamic segment hostile, and every one after the first (a real station's hostile post).
      for (const value of HOSTILE_SEGMENTS) {
        for (const address of routeAddresses(() => [value])) hostile.add(address);
        for (const address of routeAddresses((name, index) => [index === 0 ? real(persona, name) : value])) hostile.add(address);
      }
      // Inside an area, a word another route has at that place (/station/{owner}/post/write/edit was a 500).
      const word = (name: string, index: number, depth: number) => (index === 0 || depth < 2 ? [real(persona, name)] : [...(words.get(depth) ?? [])]);
      for (const address of routeAddresses(word)) hostile.add(address);
      return [...own, ...[...hostile].filter((address) => persona.asks(address) && !own.includes(address))].map((address) => ({
        address,
        persona: persona.name,
        cookie: persona.cookie,
      }));
    });
    const answers = await askAll(requests);
    expect(failures(answers)).toEqual([]);
    // The real ids are real: most of those addresses render a page (the rest refuse a guest or redirect).
    const member = personas.find((persona) => persona.name === "member")!;
    const memberReal = realAddresses(member);
    expect(memberReal).toContain("/station/streamer01/post/90000002");
    const rendered = answers.filter((answer) => answer.persona === member.name && memberReal.includes(answer.address) && answer.status === 200);
    expect(rendered.length).toBeGreaterThan(memberReal.length / 2);
  });

  it("hostile query strings and posts, and every post form posted back with hostile values, answer below 500", { timeout: 300_000 }, async () => {
    const queryNames = new Set(["_data", "index", "page", "returnTo", "redirectTo"]);
    const forms = new Map<string, { persona: Persona; form: Form }>();
    for (const persona of personas) {
      for (const address of realAddresses(persona)) {
        const response = await fetch(`${portal.base}${address}`, { headers: persona.cookie ? { cookie: persona.cookie } : {}, redirect: "manual" });
        const html = await response.text();
        if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
        const page = readPage(html, address);
        page.queryNames.forEach((queryName) => queryNames.add(queryName));
        // One copy of each form (by its action and fields) per persona: the card action form is on many pages.
        for (const form of page.forms) forms.set(`${persona.name} ${form.action} ${form.fields.map((field) => field.name).join()}`, { persona, form });
      }
    }
    expect(queryNames.size).toBeGreaterThan(15);
    expect(forms.size).toBeGreaterThan(10);

    const names = [...queryNames].filter((queryName) => queryName !== "_data" && queryName !== "index");
    const queries = [
      ...HOSTILE_QUERY_VALUES.map((value) => names.map((queryName) => `${encodeURIComponent(queryName)}=${value}`).join("&")),
      names.map((queryName) => `${queryName}=1&${queryName}=2&${queryName}[]=3&${queryName}[a]=4`).join("&"),
      "_data=routes%2Fnowhere&page=1",
      "_data=root&__proto__[polluted]=1&constructor[prototype][polluted]=1",
      "index&_data=%00",
    ];
    const cut =
      '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsubmit\r\n--cut\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
    const requests = personas.flatMap((persona): Ask[] => {
      const { name, cookie } = persona;
      const own = realAddresses(persona);
      return [
        ...own.flatMap((address) => queries.map((query) => ({ address: `${address}?${query}`, persona: name, cookie }))),
        ...own.flatMap((address) => [
          { method: "POST", address, persona: name, cookie, body: "", type: "application/x-www-form-urlencoded" },
          { method: "POST", address, persona: name, cookie, body: cut, type: "multipart/form-data; boundary=cut" },
          { method: "POST", address, persona: name, cookie, body: '{"intent":"delete","__proto__":{"polluted":1}}', type: "application/json" },
          { method: "PUT", address, persona: name, cookie, body: "intent=delete", type: "text/plain" },
        ]),
      ];
    });
    for (const { persona, form } of forms.values()) {
      const asker = { method: "POST", address: form.action, persona: persona.name, cookie: persona.cookie };
      for (const value of HOSTILE_FIELD_VALUES) requests.push({ ...asker, body: body(form, (field) => (field.hidden ? field.value : value)) });
      requests.push({ ...asker, body: body(form, () => HOSTILE_FIELD_VALUES[0]) });
    }
    expect(failures(await askAll(requests))).toEqual([]);
  });
});
