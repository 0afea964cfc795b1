// The directory's menus and category pages come from the shared-list cache: one upstream call while
// fresh, and the last good answer while the upstream fails.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getCategoryList } from "~/upstream/clients/search.server";
import { getMenus } from "~/upstream/clients/live.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const ctx = () => ({ request: makeRequest("/directory/category"), context: makeContext() });

describe("directory lists from the shared cache", () => {
  it("menus: one call while fresh", async () => {
    let calls = 0;
    server.use(
      http.get(upstreamPath("live", "/api/explore/get_menu_list.php"), () => {
        calls += 1;
        return HttpResponse.json({ data: { list: [{ menu_id: "m1", menu_name: "스포츠", is_use: "Y" }] } });
      }),
    );
    const first = await getMenus(ctx());
    const second = await getMenus(ctx());
    expect(second).toEqual(first);
    expect(calls).toBe(1);
  });

  it("category pages: the cached page is served when the search host then fails", async () => {
    server.use(
      http.get(upstreamPath("search", "/api.php"), () =>
        HttpResponse.json({ result: 1, data: { is_more: false, list: [{ category_no: "00040019", category_name: "리그 오브 레전드", view_cnt: "1200" }] } }),
      ),
    );
    const fresh = await getCategoryList(ctx(), { keyword: "", order: "view_cnt", pages: 1 });
    expect(fresh.tiles.map((tile) => tile.name)).toEqual(["리그 오브 레전드"]);

    server.use(http.get(upstreamPath("search", "/api.php"), () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const again = await getCategoryList(ctx(), { keyword: "", order: "view_cnt", pages: 1 });
    expect(again.tiles.map((tile) => tile.name)).toEqual(["리그 오브 레전드"]);
    // Another keyword was never cached: its empty default.
    expect((await getCategoryList(ctx(), { keyword: "없는", order: "view_cnt", pages: 1 })).tiles).toEqual([]);
  });
});
