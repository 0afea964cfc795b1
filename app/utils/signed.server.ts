// Values the portal hands to the browser and must get back unchanged (no server-side state, design §7):
// JSON signed with the session secret. A token that was altered, or signed for another purpose, reads as null.
import crypto from "node:crypto";
import { getConfig } from "./env.server";

function signature(purpose: string, body: string): string {
  return crypto.createHmac("sha256", getConfig().sessionSecret).update(`${purpose}.${body}`).digest("base64url");
}

export function signValue(purpose: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
  return `${body}.${signature(purpose, body)}`;
}

export function readSigned<T>(purpose: string, token: unknown): T | null {
  if (typeof token !== "string") return null;
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const expected = Buffer.from(signature(purpose, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
  } catch {
    return null;
  }
}
