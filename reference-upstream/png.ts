// A minimal PNG encoder for the generated pictures (media.ts): raster images, as the real upstream's are.
// SVG pictures were each a document of their own for the browser to parse, lay out and shape text in: on a
// card page without JavaScript (where every picture loads at once) they were half of Chromium's work.
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = [number, number, number];

/**
 * A width × height RGBA picture: a diagonal gradient from `from` to `to`, or, when `round`, a disc of it on a
 * transparent ground (an avatar).
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb, round = false): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  const radius = Math.min(width, height) / 2;
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const share = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const offset = y * stride + 1 + x * 4;
      for (let channel = 0; channel < 3; channel += 1) raw[offset + channel] = Math.round(from[channel] + (to[channel] - from[channel]) * share);
      const inside = !round || (x + 0.5 - width / 2) ** 2 + (y + 0.5 - height / 2) ** 2 <= radius ** 2;
      raw[offset + 3] = inside ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
