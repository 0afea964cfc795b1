// The station home's top as the station layout's loader hands it to every station page: the live
// broadcast's picture, which the channel API's `broad` does not carry, is the platform's picture of that broadcast
// number on the live image host (LIVE_IMAGE_HOST, by default the public upstream's /img); the cover is the channel
// art; an offline station has no live and still its cover. msw answers every upstream call (an unhandled one fails).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { StationLayoutData } from "~/domain/station-layout";
import { loader } from "~/routes/station.$streamerId/station-layout.server";
import { loaderData, makeContext, makeRequest } from "../../helpers";
import { server, UPSTREAM, upstreamPath } from "../../mocks/server";

const LIVE = {
  user_id: "bj01",
  broad_no: 287654321,
  broad_cate_no: 130000,
  broad_title: "저녁 방송",
  current_sum_viewer: 12345,
  broad_grade: 0,
  subscription_only: 0,
  is_password: false,
};

function answer(broad: Record<string, unknown> | null, extra: Record<string, unknown> = {}) {
  server.use(
    http.get(upstreamPath("channel", "/api/bj01/station"), () =>
      HttpResponse.json({
        profile_image: "//img.example/LOGO/bj/bj01/bj01.jpg",
        station: { user_id: "bj01", user_nick: "비제이", station_no: 7, display: { title_skin_image: "" } },
        broad,
        ...extra,
      }),
    ),
    http.get(upstreamPath("channel", "/api/bj01/menu"), () => HttpResponse.json({ boards: [] })),
  );
}

async function open(): Promise<StationLayoutData> {
  const answer = await loader({ request: makeRequest("/station/bj01"), context: makeContext(), params: { streamerId: "bj01" } });
  return loaderData<StationLayoutData>(answer);
}

describe("the station home's live card and cover, from the layout's loader", () => {
  it("gives the live broadcast the platform's picture of its number (its minute's cache number, as the lists' pictures have)", async () => {
    answer(LIVE, {
      channel_art: { pc_filename: "//img.example/banner/art?w=1920&h=320", mobile_filename: "//img.example/banner/art?w=1080&h=360", color: "#203040" },
    });
    const { station } = await open();
    expect(station.live).toMatchObject({ broadNo: "287654321", title: "저녁 방송", viewers: 12345, isAdult: false, hasPassword: false, thumbnailType: null });
    expect(station.live?.thumbnailUrl).toMatch(new RegExp(`^${UPSTREAM}/img/m/287654321\\?\\d{1,3}$`));
    expect(station.cover).toEqual({
      pcImageUrl: "//img.example/banner/art?w=1920&h=320",
      mobileImageUrl: "//img.example/banner/art?w=1080&h=360",
      color: "#203040",
    });
  });

  it("keeps a picture the answer carries itself", async () => {
    answer({ ...LIVE, broad_thumb: "https://liveimg.example/m/287654321" });
    expect((await open()).station.live?.thumbnailUrl).toBe("https://liveimg.example/m/287654321");
  });

  it("a 19+ password broadcast shows the placeholder of its kind, as every live card does (000 §2.9)", async () => {
    answer({ ...LIVE, broad_grade: 19, is_password: true });
    expect((await open()).station.live).toMatchObject({ isAdult: true, hasPassword: true, thumbnailType: "ADULT_LOCK" });
  });

  it("an offline station (broad null) has no live, and a cover to draw from its profile picture", async () => {
    answer(null);
    const { station } = await open();
    expect(station.live).toBeNull();
    expect(station.cover).toEqual({ pcImageUrl: null, mobileImageUrl: null, color: null });
    expect(station.profileImageUrl).toBe("//img.example/LOGO/bj/bj01/bj01.jpg");
  });

  it("a station whose answer failed stands on its id: no live, no cover picture", async () => {
    server.use(
      http.get(upstreamPath("channel", "/api/bj01/station"), () => new HttpResponse("busy", { status: 500 })),
      http.get(upstreamPath("channel", "/api/bj01/menu"), () => HttpResponse.json({ boards: [] })),
    );
    const { station } = await open();
    expect(station).toMatchObject({ userId: "bj01", live: null, cover: { pcImageUrl: null, mobileImageUrl: null, color: null } });
  });
});
