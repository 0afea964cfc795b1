import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cardStub } from "~/domain/cards";
import { cardActionFields, packCardAction } from "~/forms/card-action-post";
import { action as cardAction } from "~/routes/resources.card-action/card-action.server";
import { action as favouriteAction } from "~/routes/resources.favorite/favorite.server";
import { flashToast, makeContext, makeRequest } from "../../helpers";
import { memberSession, server, upstreamPath } from "../../mocks/server";

const guest = () => http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1, data: null }));

const card = {
  key: "live:297314125",
  type: "LIVE",
  id: "297314125",
  bjId: "haru123",
  bjNick: "행복한고양이",
  listDataType: "",
  location: "home",
  namespace: "",
};

function post(path: string, fields: Record<string, string>) {
  return makeRequest(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    cookie: "UserTicket=abc",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function run(fields: Record<string, string>, route = cardAction, path = "/resources/card-action") {
  const response = (await route({ request: post(path, fields), context: makeContext(), params: {} })) as Response;
  return response;
}

/** A member whose hides the upstream accepts; `sent()` is the last hide's form. */
function acceptHide() {
  let sent: URLSearchParams | undefined;
  server.use(
    memberSession(),
    http.post(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), async ({ request }) => {
      sent = new URLSearchParams(await request.text());
      return HttpResponse.json({ result: 1, data: { code: 1, message: "ok" } });
    }),
  );
  return { sent: () => Object.fromEntries(sent ?? []) };
}

describe("card actions (000 §7.2, §8)", () => {
  it("hide: the upstream gets the card, the page comes back with the undo marker", async () => {
    const hide = acceptHide();
    const response = await run({ ...card, intent: "hidden", returnTo: "/?tab=all&undo=hidden:live:1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?tab=all&undo=hidden%3Alive%3A297314125#card-undo");
    expect(hide.sent()).toMatchObject({
      szWork: "add",
      bj_id: "haru123",
      bj_nick: "행복한고양이",
      type: "LIVE",
      os: "pc",
      broad_no: "297314125",
      location: "home",
    });
  });

  it("a menu button's packed card posts with its list's shared fields, as the separate fields do", async () => {
    const hide = acceptHide();
    const shown = cardStub({ kind: "live", id: "297314125", userId: "haru123", userNickname: "행복한고양이", title: "아침 방송" });
    const response = await run({ card: packCardAction("hidden", shown, 3), location: "search", returnTo: "/search?szKeyword=롤" });
    expect(response.headers.get("location")).toBe(`/search?szKeyword=${encodeURIComponent("롤")}&undo=hidden%3Alive%3A297314125#card-undo`);
    expect(hide.sent()).toMatchObject({ szWork: "add", bj_id: "haru123", bj_nick: "행복한고양이", type: "LIVE", broad_no: "297314125", location: "search" });
  });

  it("a packed card is a short array of values, read back as the fields; one packed as named fields reads the same", () => {
    const shown = cardStub({ kind: "vod", id: "90000001", userId: "haru123", userNickname: "행복한고양이", title: "다시보기" });
    const packed = packCardAction("view-later", shown, 2);
    expect(JSON.parse(packed)).toEqual(["view-later", "vod:90000001", "VOD", "90000001", "haru123", "행복한고양이", "다시보기", null, null, 2]);
    const form = (value: string) => {
      const data = new FormData();
      data.set("card", value);
      data.set("location", "home");
      return data;
    };
    const expected = {
      location: "home",
      intent: "view-later",
      key: "vod:90000001",
      type: "VOD",
      id: "90000001",
      bjId: "haru123",
      bjNick: "행복한고양이",
      title: "다시보기",
      index: 2,
    };
    expect(cardActionFields(form(packed))).toEqual(expected);
    const { location: _location, ...named } = expected;
    expect(cardActionFields(form(JSON.stringify(named)))).toEqual(expected);
  });

  it("a recommended card's score and list type travel in the packed card to the action's card reference", () => {
    const recommended = cardStub({
      kind: "live",
      id: "280000001",
      userId: "haru123",
      userNickname: "행복한고양이",
      title: "추천 방송",
      score: 0.75,
      listDataType: "recommend",
    });
    const data = new FormData();
    data.set("card", packCardAction("not-recommend", recommended));
    expect(cardActionFields(data)).toMatchObject({ intent: "not-recommend", score: "0.75", listDataType: "recommend" });
    expect(cardActionFields(data)).not.toHaveProperty("index");
  });

  it("a packed card that is not JSON is refused with '오류가 발생했습니다.' and nothing sent", async () => {
    let calls = 0;
    server.use(
      memberSession(),
      http.post(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), () => {
        calls += 1;
        return HttpResponse.json({ result: 1, data: { code: 1 } });
      }),
    );
    const response = await run({ card: "{intent:hidden", location: "home", returnTo: "/live/all" });
    expect(response.headers.get("location")).toBe("/live/all");
    expect(flashToast(response)?.message).toBe("오류가 발생했습니다.");
    expect(calls).toBe(0);
  });

  it("hide refused with -24202: two-line toast with the '숨긴 스트리머 관리' link", async () => {
    server.use(
      memberSession(),
      http.post(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), () =>
        HttpResponse.json({ result: -1, data: { code: -24202, message: "첫 줄\n둘째 줄" } }),
      ),
    );
    const response = await run({ ...card, intent: "hidden", returnTo: "/" });
    expect(response.headers.get("location")).toBe("/");
    expect(flashToast(response)).toMatchObject({ message: "첫 줄\n둘째 줄", link: { label: "숨긴 스트리머 관리" }, kind: "error" });
  });

  it("other hide failures show the server message", async () => {
    server.use(
      memberSession(),
      http.post(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), () => HttpResponse.json({ result: -1, data: { code: -5, message: "실패" } })),
    );
    const response = await run({ ...card, intent: "hidden", returnTo: "/" });
    expect(flashToast(response)).toMatchObject({ message: "실패" });
    expect(flashToast(response)?.link).toBeUndefined();
  });

  it("not-recommend toasts '해당 방송을 더 이상 추천하지 않습니다.'; a failure '에러가 발생하였습니다.'", async () => {
    server.use(
      memberSession(),
      http.post(upstreamPath("live", "/api/myplus/notRecommendController.php"), () => HttpResponse.json({ result: 1 })),
    );
    const ok = await run({ ...card, intent: "not-recommend", returnTo: "/" });
    expect(ok.headers.get("location")).toBe("/?undo=not-recommend%3Alive%3A297314125#card-undo");
    expect(flashToast(ok)?.message).toBe("해당 방송을 더 이상 추천하지 않습니다.");

    server.use(http.post(upstreamPath("live", "/api/myplus/notRecommendController.php"), () => HttpResponse.error()));
    expect(flashToast(await run({ ...card, intent: "not-recommend", returnTo: "/" }))?.message).toBe("에러가 발생하였습니다.");
  });

  it("watch later shows the server's message, success or not", async () => {
    server.use(
      memberSession(),
      http.post(upstreamPath("my", "/api/history/later/vod/150000123"), () => HttpResponse.json({ result: -1, message: "이미 있습니다." })),
    );
    const response = await run({ ...card, type: "VOD", id: "150000123", key: "vod:150000123", intent: "view-later", returnTo: "/search?szKeyword=롤" });
    expect(response.headers.get("location")).toBe("/search?szKeyword=%EB%A1%A4");
    expect(flashToast(response)).toMatchObject({ message: "이미 있습니다.", kind: "error" });
  });

  it("guests are sent to login and come back to the page", async () => {
    server.use(guest());
    const response = await run({ ...card, intent: "view-later", returnTo: "/live/all" });
    expect(response.headers.get("location")).toBe(
      `http://upstream.test/login/login.php?szFrom=full&request_uri=${encodeURIComponent("http://portal.test/live/all")}`,
    );
  });

  it("a foreign returnTo comes back to '/'", async () => {
    server.use(
      memberSession(),
      http.post(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), () => HttpResponse.json({ result: 1 })),
    );
    const response = await run({ ...card, intent: "hidden", returnTo: "https://evil.example/x" });
    expect(response.headers.get("location")).toBe("/?undo=hidden%3Alive%3A297314125#card-undo");
  });
});

describe("favourites (000 §4.2, §8; 001 §4.4, §8: the server's message is shown)", () => {
  it.each([
    ["add", { result: 1 }, "즐겨찾기에 추가됐습니다."],
    ["add", { result: 1, message: "데모스트리머님을 즐겨찾기 했습니다." }, "데모스트리머님을 즐겨찾기 했습니다."],
    ["add", { result: -1, code: 6306, message: "limit" }, "1일 최대 즐겨찾기 추가 횟수를 초과하였습니다. 내일 다시 시도해주세요."],
    ["add", { result: -1, code: 1, message: "존재하지 않는 스트리머입니다." }, "존재하지 않는 스트리머입니다."],
    ["add", { result: -1, code: 1 }, "즐겨찾기 추가 중 오류가 발생했습니다."],
    ["remove", { result: 1 }, "즐겨찾기에서 삭제됐습니다."],
    ["remove", { result: 1, message: "즐겨찾기에서 뺐습니다." }, "즐겨찾기에서 뺐습니다."],
    ["remove", { result: -1, message: "잠시 후 다시 시도해 주세요." }, "잠시 후 다시 시도해 주세요."],
    ["remove", { result: -1 }, "즐겨찾기 삭제 중 오류가 발생했습니다."],
  ])("%s answered %j → %s", async (intent, answer, message) => {
    server.use(
      memberSession(),
      http.post(upstreamPath("station", "/favorite"), () => HttpResponse.json(answer)),
      http.post(upstreamPath("station", "/favorite/haru123"), () => HttpResponse.json(answer)),
    );
    const response = await run({ intent, streamerId: "haru123", returnTo: "/star-rank" }, favouriteAction, "/resources/favorite");
    expect(response.headers.get("location")).toBe("/star-rank");
    expect(flashToast(response)?.message).toBe(message);
  });
});
