// The feed's posts are station posts (one post table behind the feed and the station): their HTML is
// sanitised with the station's policy, as on the post's own page, not the help centre's.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getFeedPage } from "~/upstream/clients/my.server";
import { sanitizeStationHtml } from "~/utils/station-html.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const CONTENT = '<p>당첨을 축하드립니다! <a href="https://example.com/event">이벤트</a></p><img src="x" alt=""><img src="https://img.example/a.png" alt="a">';

describe("getFeedPage", () => {
  it("gives a post's HTML the station's policy: links open apart with nofollow, pictures not served over http(s) dropped", async () => {
    server.use(
      http.get(upstreamPath("my", "/api/feed"), () =>
        HttpResponse.json({
          data: [
            { feed_type: "POST", index_reg_date: 1795230157146, user_id: "bj01", station_user_id: "bj01", title_no: 1, title_name: "공지", content: CONTENT },
          ],
          has_more: false,
        }),
      ),
    );
    const page = await getFeedPage({ request: makeRequest("/my/feed"), context: makeContext() }, { userId: null, cursor: null, onlyStreamer: false, type: "" });
    const html = page.items[0]!.kind === "POST" ? page.items[0]!.html : "";
    expect(html).toBe(sanitizeStationHtml(CONTENT));
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('src="x"');
    expect(html).toContain('src="https://img.example/a.png"');
  });
});
