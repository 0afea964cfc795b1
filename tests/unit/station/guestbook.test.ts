// The guestbook's page (001 §2.9) finds its board (type 101) in the station's menu: a menu that fails gives
// the empty guestbook (the spec's empty default), not the not-found page; a menu without a guestbook is 404.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/station.$streamerId.guest/guestbook.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const open = () => loader({ request: makeRequest("/station/streamer01/guest"), context: makeContext(), params: { streamerId: "streamer01" } });

describe("the guestbook's page", () => {
  it("is the empty guestbook when the station's menu fails", async () => {
    server.use(http.get(upstreamPath("channel", "/api/streamer01/menu"), () => new HttpResponse("busy", { status: 500 })));
    const response = await open();
    expect(response.status).toBe(200);
    const data = (await response.json()) as { which: string; bbsNo: string | null; page: { posts: unknown[]; canWrite: boolean } };
    expect(data).toMatchObject({ which: "guest", bbsNo: null, page: { posts: [], canWrite: false } });
  });

  it("is not found when the station's menu has boards but no guestbook", async () => {
    server.use(
      http.get(upstreamPath("channel", "/api/streamer01/menu"), () =>
        HttpResponse.json({ boards: [{ bbs_no: "1001", name: "자유게시판", display_type: 102 }] }),
      ),
    );
    await expect(open()).rejects.toMatchObject({ status: 404 });
  });
});
