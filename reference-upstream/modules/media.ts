// Generated images at the real upstream's path shapes (upstream-shapes.md §0): live thumbnails
// /m/{broad_no}?{n}, VOD snapshots /php/SnapshotLoad.php?rowKey=…, avatars /LOGO/{id[0:2]}/{id}/{id}.jpg,
// category images /category_img/YYYY/MM/DD/{hash}.png, banners /banner/{name}. All are small SVGs.
import type { Response } from "express";
import { escapeHtml } from "../html";
import { hashString } from "../seed/prng";
import type { UpstreamModule } from "../types";

function colours(key: string): [string, string] {
  const hash = hashString(key);
  const hue = hash % 360;
  return [`hsl(${hue} 55% 42%)`, `hsl(${(hue + 40) % 360} 60% 28%)`];
}

export function svgImage(key: string, width: number, height: number, label: string, round = false): string {
  const [from, to] = colours(key);
  const fontSize = Math.round(Math.min(width, height) / (round ? 2.6 : 7));
  const text = escapeHtml(label.slice(0, round ? 2 : 18));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
${round ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}" fill="url(#g)"/>` : `<rect width="100%" height="100%" fill="url(#g)"/>`}
<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#fff" opacity="0.9">${text}</text>
</svg>`;
}

function sendSvg(res: Response, svg: string) {
  res.set("Cache-Control", "public, max-age=86400").type("image/svg+xml").send(svg);
}

export const mediaModule: UpstreamModule = {
  name: "media",
  version: 1,
  tables: [],
  migrate() {},
  mount(routers, { db }) {
    const img = routers.img;
    const liveTitle = db.prepare("SELECT broad_title FROM lives WHERE broad_no = ?").pluck();
    const vodTitle = db.prepare("SELECT title FROM vods WHERE title_no = ?").pluck();
    const nick = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();

    img.get("/m/:broadNo", (req, res) => {
      const label = (liveTitle.get(Number(req.params.broadNo)) as string | undefined) ?? "LIVE";
      sendSvg(res, svgImage(`live${req.params.broadNo}`, 640, 360, label));
    });
    img.get("/php/SnapshotLoad.php", (req, res) => {
      const rowKey = String(req.query.rowKey ?? "");
      const titleNo = Number(rowKey.split("_")[2] ?? 0);
      const label = (vodTitle.get(titleNo) as string | undefined) ?? "VOD";
      const vertical = req.query.vertical === "1";
      sendSvg(res, vertical ? svgImage(`vod${rowKey}`, 360, 640, label) : svgImage(`vod${rowKey}`, 640, 360, label));
    });
    img.get("/LOGO/:prefix/:userId/:file", (req, res) => {
      const name = (nick.get(req.params.userId) as string | undefined) ?? req.params.userId;
      sendSvg(res, svgImage(`avatar${req.params.userId}`, 200, 200, name, true));
    });
    img.get("/category_img/:y/:m/:d/:file", (req, res) => {
      sendSvg(res, svgImage(`category${req.params.file}`, 270, 360, String(req.query.label ?? req.params.file.split(".")[0])));
    });
    img.get("/banner/:name", (req, res) => {
      const width = Number(req.query.w ?? 1200) || 1200;
      const height = Number(req.query.h ?? 300) || 300;
      sendSvg(res, svgImage(`banner${req.params.name}`, Math.min(width, 2400), Math.min(height, 1200), String(req.query.label ?? req.params.name)));
    });
  },
};

/** Paths of generated images, so modules build the same URLs the routes above answer. */
export const imagePaths = {
  live: (broadNo: number | string, cacheBust: number) => `/img/m/${broadNo}?${cacheBust}`,
  vod: (titleNo: number | string, regDate: string, vertical = false) =>
    `/img/php/SnapshotLoad.php?rowKey=${regDate.slice(0, 10).replace(/-/g, "")}_${(Number(titleNo) >>> 0).toString(16).toUpperCase().padStart(8, "0")}_${titleNo}_0_r${vertical ? "&vertical=1" : ""}`,
  avatar: (userId: string) => `/img/LOGO/${userId.slice(0, 2)}/${userId}/${userId}.jpg`,
  category: (categoryNo: string, name: string) => `/img/category_img/2024/05/01/${categoryNo}.png?label=${encodeURIComponent(name)}`,
  /** A station post's photo (uploaded bytes or a generated picture). */
  postPhoto: (photoNo: number) => `/img/post/${photoNo}`,
  banner: (name: string, label: string, width = 1200, height = 300) =>
    `/img/banner/${encodeURIComponent(name)}?w=${width}&h=${height}&label=${encodeURIComponent(label)}`,
};
