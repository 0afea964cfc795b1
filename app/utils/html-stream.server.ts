import { Transform } from "node:stream";

/** A rewrite of a page's bytes on their way out (the card fragments' splice): each chunk in, its pieces out
 * through `emit`, in order; `end` lets out what it held back. */
export type ByteRewrite = {
  write(chunk: Buffer, emit: (piece: Uint8Array) => void): void;
  end(emit: (piece: Uint8Array) => void): void;
};

/**
 * React 18.3's Node writer flushes its whole 2048-byte view when a multi-byte character does not fit in
 * what is left of it (writeStringChunk; fixed upstream by react#26228, never released in 18.x), so 1-2
 * unfilled NUL bytes end such a chunk: in Korean pages they land inside texts and attributes. They are
 * never part of the document, so they are cut off. The production build the server runs is patched and
 * writes none (patches/react-dom+18.3.1.patch); the development build (`remix dev`, the unit tests) still does.
 */
function withoutTrailingNulBytes(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > chunk.length - 2 && end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** The most a joined piece holds: more than deflate's 32 KB window (a flush between two costs nothing), small
 * enough for an allocation that needs no fresh pages of memory (a 300 KB one costs five times as much). */
const MAX_PIECE_BYTES = 64 * 1024;

/**
 * A page's bytes from React's writer to the response, in one stream stage (each stage a chunk passes costs
 * several calls, and a page's kept card items are some 80 pieces): React's stray NUL bytes (its development
 * build's) cut off the end of each of its chunks, the rewrite applied, and the pieces written in the same
 * turn of the event loop joined, up to MAX_PIECE_BYTES. React writes a page in many small pieces and Remix's
 * Express adapter flushes the compressor after each one: a full flush, which throws gzip's dictionary away (a
 * list page went out 3-4 times larger than it compresses to). (Nothing written is ever changed afterwards:
 * React writes into a new buffer once one is out, and the kept card items are never changed, so the pieces are
 * joined as they are.)
 */
export function pageBytes(rewrite?: ByteRewrite): Transform {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const release = () => {
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };
  const emit = (piece: Uint8Array) => {
    if (piece.byteLength === 0) return;
    if (pending.length === 0) setImmediate(release);
    pending.push(piece);
    pendingBytes += piece.byteLength;
    if (pendingBytes >= MAX_PIECE_BYTES) release();
  };
  // `release` and `emit` run only once the stream exists (from its transform and flush, and setImmediate).
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = withoutTrailingNulBytes(chunk);
      if (rewrite) rewrite.write(bytes, emit);
      else emit(bytes);
      done();
    },
    flush(done) {
      rewrite?.end(emit);
      release();
      done();
    },
  });
  return stream;
}
