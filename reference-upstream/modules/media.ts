// Generated images at the real upstream's path shapes (upstream-shapes.md §0): live thumbnails
// /m/{broad_no}?{n}, VOD snapshots /php/SnapshotLoad.php?rowKey=…, avatars /LOGO/{id[0:2]}/{id}/{id}.jpg,
// category images /category_img/YYYY/MM/DD/{hash}.png, banners /banner/{name}. All are small PNGs (png.ts).
import type { Response } from "express";
import { gradientPng, type Rgb } from "../png";
import { hashString } from "../seed/prng";
import type { UpstreamModule } from "../types";

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * The picture's own pixels: its aspect ratio, at most 256 px on its long side (a smooth gradient scaled up
 * looks the same), and at least 48 px on its short side where that allows.
 */
function pixelSize(width: number, height: number): [number, number] {
  const scale = Math.min(1, Math.max(256 / Math.max(width, height), 48 / Math.min(width, height)));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

const pictures = new Map<string, Buffer>();
const PICTURES_KEPT = 4000;

/** A generated picture (PNG) for `key`: its colours from the key, a disc when `round`; the same bytes each time. */
export function generatedPicture(key: string, width: number, height: number, round = false): Buffer {
  const id = `${key} ${width}x${height}${round ? " round" : ""}`;
  let png = pictures.get(id);
  if (!png) {
    const hue = hashString(key) % 360;
    const [pixelWidth, pixelHeight] = pixelSize(width, height);
    png = gradientPng(pixelWidth, pixelHeight, hslToRgb(hue, 0.55, 0.42), hslToRgb((hue + 40) % 360, 0.6, 0.28), round);
    if (pictures.size >= PICTURES_KEPT) pictures.delete(pictures.keys().next().value!);
    pictures.set(id, png);
  }
  return png;
}

/** A picture's bytes, kept by browsers for a day: a generated PNG, or an uploaded photo of its own type. */
export function sendPicture(res: Response, bytes: Buffer, type = "image/png") {
  res.set("Cache-Control", "public, max-age=86400").type(type).send(bytes);
}

export const mediaModule: UpstreamModule = {
  name: "media",
  version: 1,
  tables: [],
  migrate() {},
  mount(routers) {
    const img = routers.img;
    img.get("/m/:broadNo", (req, res) => {
      sendPicture(res, generatedPicture(`live${req.params.broadNo}`, 640, 360));
    });
    img.get("/php/SnapshotLoad.php", (req, res) => {
      const rowKey = String(req.query.rowKey ?? "");
      const vertical = req.query.vertical === "1";
      sendPicture(res, vertical ? generatedPicture(`vod${rowKey}`, 360, 640) : generatedPicture(`vod${rowKey}`, 640, 360));
    });
    img.get("/LOGO/:prefix/:userId/:file", (req, res) => {
      sendPicture(res, generatedPicture(`avatar${req.params.userId}`, 200, 200, true));
    });
    img.get("/category_img/:y/:m/:d/:file", (req, res) => {
      sendPicture(res, generatedPicture(`category${req.params.file}`, 270, 360));
    });
    img.get("/banner/:name", (req, res) => {
      const width = Number(req.query.w ?? 1200) || 1200;
      const height = Number(req.query.h ?? 300) || 300;
      sendPicture(res, generatedPicture(`banner${req.params.name}`, Math.min(width, 2400), Math.min(height, 1200)));
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
