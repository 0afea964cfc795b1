import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { generatedPicture } from "./media";

/** The picture's size and its pixels (RGBA rows without their filter bytes), read back from the PNG. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  expect(raw.length).toBe(height * (width * 4 + 1));
  const alpha = (x: number, y: number) => raw[y * (width * 4 + 1) + 1 + x * 4 + 3];
  return { width, height, alpha };
}

describe("the reference upstream's generated pictures", () => {
  it.each([
    [640, 360],
    [360, 640],
    [1200, 300],
    [1200, 200],
    [2400, 120],
    [270, 360],
  ])("keep the shape of a %i × %i picture (a banner is drawn at its own proportions)", (width, height) => {
    const picture = decode(generatedPicture(`shape${width}x${height}`, width, height));
    expect(Math.abs(picture.width / picture.height - width / height) / (width / height)).toBeLessThan(0.02);
    expect(Math.max(picture.width, picture.height)).toBeLessThanOrEqual(Math.max(256, width));
  });

  it("gives an avatar a disc on a transparent ground, and a thumbnail no transparent corner", () => {
    const avatar = decode(generatedPicture("avatar-x", 200, 200, true));
    expect(avatar.alpha(0, 0)).toBe(0);
    expect(avatar.alpha(avatar.width >> 1, avatar.height >> 1)).toBe(255);
    const thumbnail = decode(generatedPicture("live-x", 640, 360));
    expect(thumbnail.alpha(0, 0)).toBe(255);
  });

  it("gives each key its own colours and the same bytes each time", () => {
    expect(generatedPicture("live1", 640, 360).equals(generatedPicture("live1", 640, 360))).toBe(true);
    expect(generatedPicture("live1", 640, 360).equals(generatedPicture("live2", 640, 360))).toBe(false);
  });
});
