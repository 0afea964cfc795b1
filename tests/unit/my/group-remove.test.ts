// The group-removal confirmation's page (001 §5): the group asked about, 404 for a group the user does not have,
// and the error page (503), not "no such page", when the upstream does not say which groups there are.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/my.favorite_.groups.remove.$idx/group-remove.server";
import { makeContext, makeRequest } from "../../helpers";
import { memberSession, server, upstreamPath } from "../../mocks/server";

const load = (idx: string) =>
  loader({ request: makeRequest(`/my/favorite/groups/remove/${idx}`, { cookie: "UserTicket=abc" }), context: makeContext(), params: { idx } });

const status = (thrown: unknown) => (thrown instanceof Response ? thrown.status : thrown);

describe("/my/favorite/groups/remove/{idx}", () => {
  const groups = http.get(upstreamPath("my", "/api/favorite/group/list"), () => HttpResponse.json({ data: [{ idx: 2, title: "게임", cnt: 3 }] }));

  it("answers the group asked about", async () => {
    server.use(memberSession(), groups);
    const response = await load("2");
    expect(await response.json()).toMatchObject({ idx: "2", title: "게임" });
  });

  it("is not found for a group the user does not have", async () => {
    server.use(memberSession(), groups);
    expect(await load("9").then(() => "answered", status)).toBe(404);
  });

  it.each([
    ["a 500", () => new HttpResponse("error", { status: 500 })],
    ["bad JSON", () => new HttpResponse("{", { headers: { "content-type": "application/json" } })],
  ])("is the error page (503), not 'not found', when the group list answers %s", async (_, answer) => {
    server.use(memberSession(), http.get(upstreamPath("my", "/api/favorite/group/list"), answer));
    expect(await load("2").then(() => "answered", status)).toBe(503);
  });
});
