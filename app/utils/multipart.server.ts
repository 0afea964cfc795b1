// The one multipart parser of the portal's uploads (help forms, station posts): busboy reads the body as
// it streams in, so that no limit depends on what Content-Length claimed and a near-cap upload never sits
// in memory whole. Each caller turns a MultipartError into its own answer.
import { once } from "node:events";
import busboy from "busboy";
import { formDataOf } from "./form-data.server";

export type MultipartLimits = {
  /** The body's size at most; past it reading stops at once ("too-large"). */
  maxBytes: number;
  /** Parts (fields and files) at most; more is a part bomb ("too-many-parts"), refused before any entry is built for them. */
  maxParts: number;
  /** Bytes of all files together kept at most: files are kept in their order while they fit; one that does not
   * is left out (and named in `filesLeftOut`), and a later, smaller one may still fit. */
  maxFileBytes: number;
};

export type MultipartFailure = "too-large" | "too-many-parts" | "malformed";

export class MultipartError extends Error {
  constructor(readonly kind: MultipartFailure) {
    super(`multipart body refused: ${kind}`);
  }
}

/**
 * The body as FormData (a urlencoded body too: without files there is nothing to stream, and the server
 * has refused bodies over MAX_BODY_MB already). Read to its end, at most `maxBytes` whatever the header
 * claimed: stopping early would destroy the socket and abort every upstream call the action makes
 * afterwards. Throws MultipartError.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<{ formData: FormData; filesLeftOut: string[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) return { formData: await formDataOf(request, limits.maxBytes), filesLeftOut: [] };
  const formData = new FormData();
  const files: Array<{ name: string; filename: string; type: string; kept: Buffer[]; size: number; leftOut: boolean }> = [];
  let keptBytes = 0;
  let failure: MultipartFailure | null = null;
  let parser: busboy.Busboy;
  try {
    // Browsers send file names as raw UTF-8 bytes (busboy reads latin1 unless told).
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: { parts: limits.maxParts, fieldSize: limits.maxBytes } });
  } catch {
    throw new MultipartError("malformed"); // no boundary
  }
  parser.on("field", (name, value) => formData.append(name, value));
  parser.on("file", (name, stream, info) => {
    const file = { name, filename: fileNameAsTyped(info.filename ?? ""), type: info.mimeType, kept: [] as Buffer[], size: 0, leftOut: false };
    files.push(file);
    stream.on("error", () => (failure ??= "malformed"));
    stream.on("data", (chunk: Buffer) => {
      if (file.leftOut) return;
      if (keptBytes + chunk.byteLength > limits.maxFileBytes) {
        // It does not fit beside the files kept before it: what was kept of it goes, the rest is read past.
        file.leftOut = true;
        keptBytes -= file.size;
        file.kept = [];
        return;
      }
      keptBytes += chunk.byteLength;
      file.size += chunk.byteLength;
      file.kept.push(chunk);
    });
  });
  parser.on("partsLimit", () => (failure = "too-many-parts"));
  // A malformed body (e.g. a raw NUL byte in a part header, which no browser sends) ends the parse.
  const parsed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      failure ??= "malformed";
      resolve();
    });
  });

  const reader = request.body?.getReader();
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel();
      parser.destroy();
      throw new MultipartError("too-large");
    }
    if (!failure && !parser.write(value)) await Promise.race([once(parser, "drain").catch(() => undefined), parsed]);
  }
  parser.end();
  await parsed;
  if (failure) throw new MultipartError(failure);
  // Node's Buffers are Uint8Arrays over an ArrayBuffer here; the DOM typing allows a shared one too.
  for (const file of files) if (!file.leftOut) formData.append(file.name, new File(file.kept as Uint8Array<ArrayBuffer>[], file.filename, { type: file.type }));
  return { formData, filesLeftOut: files.filter((file) => file.leftOut).map((file) => file.filename) };
}

/**
 * A file's name as the user named it. Browsers write three characters of a file name escaped in a multipart
 * header (the HTML standard's form encoding: '"' as %22, CR as %0D, LF as %0A) and leave every other one as it
 * is, '%' included: only those three escapes are undone.
 */
export function fileNameAsTyped(sent: string): string {
  return sent.replace(/%22|%0D|%0A/gi, (escape) => ({ "%22": '"', "%0D": "\r", "%0A": "\n" })[escape.toUpperCase()]!);
}
