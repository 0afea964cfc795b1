// The icon sprite public/icons.svg is outside the hashed build, and components and styles refer to it as
// "/icons.svg#name". After `remix build` those references get the sprite's content hash
// (`/icons.svg?v={hash}#name`, scripts/version-sprite.mjs), and the server answers the address of the
// current hash as immutable (server.ts): a deploy that changes the sprite changes the address, so a returning
// browser never draws new markup with an old sprite. Plain JavaScript: the build runs it with node alone.
import { createHash } from "node:crypto";

export const SPRITE_FILE = "public/icons.svg";

/** The sprite's version: the first 10 hex digits of the SHA-256 of its content. */
export function spriteVersion(content) {
  return createHash("sha256").update(content).digest("hex").slice(0, 10);
}

/** Code (a script, a style sheet) with each reference to the sprite carrying the version. */
export function versionSpriteReferences(code, version) {
  return code.replaceAll("/icons.svg#", `/icons.svg?v=${version}#`);
}

/** The Cache-Control of a request for the sprite: a year, immutable, for the current version's address;
 * null (the static files' hour) for any other. */
export function spriteCacheControl(askedVersion, version) {
  return askedVersion === version ? "public, max-age=31536000, immutable" : null;
}
