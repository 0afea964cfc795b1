// How the PHP hosts of the real upstream write their answers, shared by the areas that answer like them.
import type { Response } from "express";

/** The PHP hosts answer text/html with JSON whose slashes and non-ASCII characters are escaped. */
export function sendPhpJson(res: Response, body: unknown) {
  const text = JSON.stringify(body)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  res.type("html").send(text);
}

/** A VOD's duration as the lists show it: 'h:mm:ss', or 'm:ss' under an hour. */
export function durationText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
