// Promotional popups and ad banners (001 §2.16, §2.17, §3.4, §7.9; 000 §3.7, §7.1). The popup settings
// come from the live host (path not shown: ours, beside the other admin controllers); the ad host answers
// /api/v1/recommend for the main banner, the preview slot and the sub (category) banners with creatives
// whose tracking URLs point back here: each hit is counted (GET /__test/ads/tracking reads the counts),
// the click URL redirects to the ad's landing page, which this upstream also serves. Tests make the ad
// call fail for one user (POST /__test/ads/fail {user_id}), so that other tests running at the same time
// keep their ads (a path fault would hit everyone's).
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { escapeHtml, page } from "../html";
import { DAY, HOUR, kstWallClock } from "../time";
import type { Db, ModuleContext, SeedContext, UpstreamModule } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";

export const AD_TYPES = [
  "PC_MAIN_IMAGE",
  "PC_MAIN_VIDEO",
  "PC_728_90_BANNER",
  "PC_SUB_BANNER_EXPANDED_IMAGE",
  "PC_SUB_BANNER_EXPANDED_VIDEO",
  "PC_MAIN_VIDEO_SUB",
  "PC_MAIN_IMAGE_SUB",
] as const;
export const TRACKING_KINDS = ["impression", "viewable", "click", "close", "error"] as const;

function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS promo_popups (
      idx INTEGER PRIMARY KEY,
      path TEXT NOT NULL,
      start_time TEXT NOT NULL,         -- Korea wall clock, like every upstream date
      end_time TEXT NOT NULL,
      cookie_key TEXT NOT NULL,
      title TEXT NOT NULL,
      link_url TEXT NOT NULL,
      order_no INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS promo_ads (
      ad_key TEXT PRIMARY KEY,
      placement TEXT NOT NULL,          -- main_banner | main_preview | sub_banner
      category TEXT NOT NULL,           -- main | myplus | a category number | * (any)
      type TEXT NOT NULL,               -- one of AD_TYPES
      advertiser TEXT NOT NULL,
      ad_text TEXT NOT NULL,
      background_color TEXT NOT NULL,
      expanded_background_color TEXT NOT NULL,
      video_placement TEXT NOT NULL,    -- LEFT | RIGHT ('' without video)
      active INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS promo_ad_tracking (
      ad_key TEXT NOT NULL,
      kind TEXT NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (ad_key, kind)
    );
  `);
}

function seed({ db, now }: SeedContext) {
  const popup = db.prepare("INSERT INTO promo_popups (idx, path, start_time, end_time, cookie_key, title, link_url, order_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  // The two windows the spec saw (001 §2.16, §9), and one open from yesterday for a year so that the home
  // page shows a popup; one more on another path, which the home page never shows.
  popup.run(1, "/", "2025-10-26 12:00:00", "2025-10-26 18:00:00", "main_popup_20251026", "주말 특별 이벤트", "/directory/category", 1);
  popup.run(2, "/", "2025-09-16 11:00:00", "2025-10-16 00:00:00", "main_popup_20250916", "추석 맞이 이벤트", "/live/all", 2);
  popup.run(3, "/", kstWallClock(now - DAY), kstWallClock(now + 365 * DAY), "main_popup_winter", "겨울 시즌 이벤트", "/directory/category", 3);
  popup.run(4, "/live/all", kstWallClock(now - HOUR), kstWallClock(now + 365 * DAY), "live_popup_winter", "LIVE 이벤트", "/live/all", 4);

  const ad = db.prepare(
    "INSERT INTO promo_ads (ad_key, placement, category, type, advertiser, ad_text, background_color, expanded_background_color, video_placement, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
  );
  ad.run("main-banner-1", "main_banner", "main", "PC_MAIN_IMAGE", "스트림온 스토어", "겨울 시즌 굿즈 최대 50% 할인", "#1b2a4a", "#1b2a4a", "");
  ad.run("main-banner-video", "main_banner", "myplus", "PC_MAIN_VIDEO", "스트림온 뮤직", "새 앨범 발매 기념 라이브", "#2a1b4a", "#2a1b4a", "RIGHT");
  ad.run("main-preview-1", "main_preview", "*", "PC_MAIN_IMAGE_SUB", "게임 퍼블리셔", "신작 사전예약 진행 중", "#000000", "#000000", "");
  ad.run("main-preview-video", "main_preview", "myplus", "PC_MAIN_VIDEO_SUB", "게임 퍼블리셔", "신작 트레일러 공개", "#000000", "#000000", "LEFT");
  ad.run("sub-banner-1", "sub_banner", "*", "PC_SUB_BANNER_EXPANDED_IMAGE", "스트림온 이벤트", "카테고리 이벤트 참여하고 선물 받기", "#f4e9ff", "#d9c2ff", "");
  // The banner category numbers of the spec (000 §9, 001 §9) get banners of their own.
  ad.run("sub-banner-music", "sub_banner", "00030000", "PC_SUB_BANNER_EXPANDED_VIDEO", "스트림온 뮤직", "음악 방송 응원 이벤트", "#fff1e0", "#ffd9a8", "LEFT");
  ad.run("sub-banner-728", "sub_banner", "00580000", "PC_728_90_BANNER", "스트림온 펫", "반려동물 방송 모아보기", "#e6f4ff", "#e6f4ff", "");
}

type AdRow = {
  ad_key: string;
  placement: string;
  category: string;
  type: string;
  advertiser: string;
  ad_text: string;
  background_color: string;
  expanded_background_color: string;
  video_placement: string;
};

/** Image sizes by type: the main banner is 8:1, sub banners fold to a strip and expand. */
function sizes(row: AdRow): { image: [number, number]; expanded: [number, number] | null; folding: [number, number] | null } {
  if (row.type === "PC_728_90_BANNER") return { image: [728, 90], expanded: null, folding: null };
  if (row.placement === "sub_banner") return { image: [1200, 100], expanded: [1200, 300], folding: [1200, 100] };
  if (row.placement === "main_banner") return { image: [1920, 240], expanded: null, folding: null };
  return { image: [640, 360], expanded: null, folding: null };
}

function creativeOf(ctx: ModuleContext, row: AdRow) {
  const image = ([width, height]: [number, number], suffix = "") =>
    ctx.protocolRelativeUrl(imagePaths.banner(`${row.ad_key}${suffix}`, row.ad_text, width, height));
  const track = (kind: string) => ctx.publicUrl(`/ads/track/${kind}/${encodeURIComponent(row.ad_key)}`);
  const size = sizes(row);
  const video = row.type.includes("VIDEO") ? ctx.publicUrl(`/ads/media/${encodeURIComponent(row.ad_key)}.mp4`) : "";
  // An inline VAST document whose one media file is the clip (the real ad server sends VAST XML).
  const vast = video
    ? `<VAST version="3.0"><Ad id="${row.ad_key}"><InLine><AdSystem>reference</AdSystem><AdTitle>${escapeHtml(row.ad_text)}</AdTitle><Creatives><Creative><Linear><Duration>00:00:10</Duration><MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="192" height="108"><![CDATA[${video}]]></MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`
    : "";
  return {
    is_banner: !video,
    advertiser: row.advertiser,
    ad_text: row.ad_text,
    image_url: image(size.image),
    alternative_image_url: image(size.image, "-alt"),
    thumbnail_src: image([640, 360]),
    landing_url: ctx.publicUrl(`/ads/landing/${encodeURIComponent(row.ad_key)}`),
    click_urls: [track("click")],
    impression_urls: [track("impression")],
    viewable_urls: [track("viewable")],
    close_url: track("close"),
    error_url: track("error"),
    sub_click_urls: [],
    sub_impression_urls: [],
    sub_viewable_urls: [],
    background_color: row.background_color,
    expanded_background_color: row.expanded_background_color,
    expanded_image_url: size.expanded ? image(size.expanded, "-expanded") : "",
    folding_image_url: size.folding ? image(size.folding, "-folding") : "",
    video_placement: row.video_placement,
    profile_image_url: ctx.protocolRelativeUrl(imagePaths.banner(`${row.ad_key}-logo`, row.advertiser, 120, 120)),
    vast,
    vast2: "",
  };
}

/** The ad clip: the feed's preview clip (init + one segment), a progressive fragmented MP4. */
function adClip(): Buffer {
  const dir = path.resolve("reference-upstream/media");
  return Buffer.concat([fs.readFileSync(path.join(dir, "vod-preview-init.mp4")), fs.readFileSync(path.join(dir, "vod-preview-segment.m4s"))]);
}

export const promotionsModule: UpstreamModule = {
  name: "promotions",
  version: 1,
  tables: ["promo_ad_tracking", "promo_ads", "promo_popups"],
  migrate,
  seed,
  mount(routers, ctx) {
    const { db } = ctx;
    const failingUsers = new Set<string>();

    // Popup settings, ordered; dates in Korea wall clock. The portal applies the window and cookie rules.
    routers.live.get("/api/main/popupController.php", (_req, res) => {
      const rows = db.prepare("SELECT * FROM promo_popups ORDER BY order_no").all() as Array<Record<string, string | number>>;
      res.type("html").send(
        JSON.stringify({
          result: 1,
          data: rows.map((row) => ({
            idx: String(row.idx),
            path: row.path,
            start_time: row.start_time,
            end_time: row.end_time,
            cookie_key: row.cookie_key,
            title: row.title,
            image_url: ctx.protocolRelativeUrl(imagePaths.banner(`popup-${row.idx}`, String(row.title), 400, 500)),
            link_url: row.link_url,
          })),
        }),
      );
    });

    // The ad answer (000 §7.1, 001 §7.9): exist, type, key, creatives. A category of its own wins over '*'.
    routers.ads.get("/api/v1/recommend", (req, res) => {
      const user = currentUser(db, req);
      if (user && failingUsers.has(user.user_id)) return res.status(500).json({ code: 500, message: "fault injected" });
      const placement = String(req.query.placement ?? "");
      const category = String(req.query.category ?? "main");
      const row = db
        .prepare("SELECT * FROM promo_ads WHERE active = 1 AND placement = ? AND category IN (?, '*') ORDER BY category = '*', ad_key LIMIT 1")
        .get(placement, category) as AdRow | undefined;
      if (!row) return res.json({ exist: false, type: "", key: "", creatives: [] });
      res.json({ exist: true, type: row.type, key: row.ad_key, creatives: [creativeOf(ctx, row)] });
    });

    // Tracking: GET (pixels, links) or POST (beacons). A click goes on to the landing page.
    const count = db.prepare("INSERT INTO promo_ad_tracking (ad_key, kind, hits) VALUES (?, ?, 1) ON CONFLICT (ad_key, kind) DO UPDATE SET hits = hits + 1");
    const known = db.prepare("SELECT 1 FROM promo_ads WHERE ad_key = ?").pluck();
    routers.ads.all("/track/:kind/:key", (req: Request, res: Response) => {
      const { kind, key } = req.params;
      if (!(TRACKING_KINDS as readonly string[]).includes(kind) || !known.get(key)) return res.status(404).end();
      count.run(key, kind);
      res.set("Cache-Control", "no-store");
      if (kind === "click") return res.redirect(302, ctx.publicUrl(`/ads/landing/${encodeURIComponent(key)}`));
      res.status(204).end();
    });

    routers.ads.get("/landing/:key", (req, res) => {
      const row = db.prepare("SELECT * FROM promo_ads WHERE ad_key = ?").get(req.params.key) as AdRow | undefined;
      if (!row) return res.status(404).type("html").send(page("없는 광고", "<h1>없는 광고입니다.</h1>"));
      res.type("html").send(page(row.ad_text, `<h1>${escapeHtml(row.ad_text)}</h1><p class="muted">${escapeHtml(row.advertiser)}</p>`));
    });

    let clip: Buffer | null = null;
    routers.ads.get("/media/:file", (req, res) => {
      if (!req.params.file.endsWith(".mp4")) return res.status(404).end();
      clip ??= adClip();
      res.type("video/mp4").set("Cache-Control", "public, max-age=3600").send(clip);
    });

    routers.test.post("/ads/fail", (req, res) => {
      failingUsers.add(String(req.body?.user_id ?? ""));
      res.status(204).end();
    });

    routers.test.get("/ads/tracking", (req, res) => {
      const key = String(req.query.key ?? "");
      const rows = db.prepare("SELECT kind, hits FROM promo_ad_tracking WHERE ad_key = ?").all(key) as Array<{ kind: string; hits: number }>;
      res.json(Object.fromEntries(TRACKING_KINDS.map((kind) => [kind, rows.find((row) => row.kind === kind)?.hits ?? 0])));
    });
  },
};
