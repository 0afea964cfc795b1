import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getSession, getViewer } from "~/upstream/clients/station.server";
import { requireMember, requireViewer } from "~/features/session/viewer.server";
import { action as favouriteAction } from "~/routes/resources.favorite/favorite.server";
import { submissionTexts } from "~/i18n/ko/submission";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const member = {
  result: 1,
  data: {
    user_id: "viewer01",
    nickname: "데모시청자",
    profile_image: "//img.example/LOGO/vi/viewer01/viewer01.jpg",
    user_age: "16",
    is_abroad_join: "Y",
    note_cnt: "3",
  },
};

describe("identity from the upstream's authentication call", () => {
  it("reads the user (strings, flags and all) and asks only once per request", async () => {
    let calls = 0;
    server.use(
      http.get(upstreamPath("station", "/authentication"), () => {
        calls += 1;
        return HttpResponse.json(member);
      }),
    );
    const ctx = { request: makeRequest("/", { cookie: "UserTicket=abc" }), context: makeContext() };
    const [first, second] = await Promise.all([getViewer(ctx), getViewer(ctx)]);
    expect(first).toMatchObject({ userId: "viewer01", nickname: "데모시청자", age: 16, isAdult: false, isAbroad: true, noteCount: 3 });
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });

  it("guests without the upstream's login cookie are not even asked about, remembered choices or not", async () => {
    expect(await getViewer({ request: makeRequest("/"), context: makeContext() })).toBeNull();
    // No handler for /authentication: a call would fail the test.
    expect(await getViewer({ request: makeRequest("/", { cookie: "main_popup_winter=y; __directoryFilter=x" }), context: makeContext() })).toBeNull();
    expect(await getViewer({ request: makeRequest("/", { cookie: "UserTicket=" }), context: makeContext() })).toBeNull();
  });

  it.each([
    ["guest answer", () => HttpResponse.json({ result: -1, data: null })],
    ["upstream down", () => HttpResponse.error()],
    ["drift", () => HttpResponse.json({ ok: true })],
  ])("%s reads as a guest's page (getViewer: public pages)", async (_name, answer) => {
    server.use(http.get(upstreamPath("station", "/authentication"), answer));
    expect(await getViewer({ request: makeRequest("/", { cookie: "UserTicket=abc" }), context: makeContext() })).toBeNull();
  });

  it("requireViewer sends guests to login with this page as request_uri (without _data)", async () => {
    server.use(http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1 })));
    const request = makeRequest("/my/favorite?groupId=2&_data=routes%2Fmy.favorite", { cookie: "UserTicket=expired" });
    const thrown = await requireViewer({ request, context: makeContext() }).catch((response: Response) => response);
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("location")!;
    expect(location).toBe(`http://upstream.test/login/login.php?szFrom=full&request_uri=${encodeURIComponent("http://portal.test/my/favorite?groupId=2")}`);
  });
});

describe("a session check that failed is not a logout (issue 69, item 6)", () => {
  const member = () => ({ request: makeRequest("/my/favorite", { cookie: "UserTicket=abc" }), context: makeContext() });

  it.each([
    ["logged out (the check's own answer)", () => HttpResponse.json({ result: -1, data: null }), "guest"],
    ["refused as not signed in (401)", () => new HttpResponse(null, { status: 401 }), "guest"],
    ["a refused connection", () => HttpResponse.error(), "unknown"],
    ["a 503", () => new HttpResponse("busy", { status: 503 }), "unknown"],
    ["an answer that is not the check's", () => HttpResponse.json({ ok: true }), "unknown"],
  ])("%s: %s", async (_name, answer, state) => {
    server.use(http.get(upstreamPath("station", "/authentication"), answer));
    expect((await getSession(member())).state).toBe(state);
  });

  it("a member page whose check failed is the portal's unavailable page (503), never the login page", async () => {
    server.use(http.get(upstreamPath("station", "/authentication"), () => HttpResponse.error()));
    for (const gate of [requireViewer, requireMember]) {
      const thrown = (await gate(member()).catch((response: Response) => response)) as Response;
      expect(thrown.status).toBe(503);
      expect(thrown.headers.get("location")).toBeNull();
    }
  });

  it("a member's one-tap change whose check failed goes back to its page with the Korean message, nothing sent, not to the login page", async () => {
    server.use(http.get(upstreamPath("station", "/authentication"), () => HttpResponse.error()));
    const request = makeRequest("/resources/favorite", {
      method: "POST",
      cookie: "UserTicket=abc",
      body: new URLSearchParams({ intent: "add", streamerId: "haru123", returnTo: "/station/haru123", submissionKey: "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const answer = await favouriteAction({ request, context: makeContext(), params: {} });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/station/haru123");
    expect(flashToast(answer)).toMatchObject({ message: submissionTexts.failure.server, kind: "error" });
  });
});
