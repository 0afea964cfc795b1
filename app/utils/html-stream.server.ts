import { Transform } from "node:stream";

/**
 * React 18.3's Node writer flushes its whole 2048-byte view when a multi-byte character does not fit in
 * what is left of it (writeStringChunk; fixed upstream by react#26228, never released in 18.x), so 1-2
 * unfilled NUL bytes end such a chunk: in Korean pages they land inside texts and attributes. They are
 * never part of the document, so they are cut off.
 */
export function withoutTrailingNulBytes(): Transform {
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      let end = chunk.length;
      while (end > chunk.length - 2 && end > 0 && chunk[end - 1] === 0) end -= 1;
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}

/** The most a joined piece holds: more than deflate's 32 KB window (a flush between two costs nothing), small
 * enough for an allocation that needs no fresh pages of memory (a 300 KB one costs five times as much). */
const MAX_PIECE_BYTES = 64 * 1024;

/**
 * React writes a page in many small pieces and Remix's Express adapter flushes the compressor after each
 * one: a full flush, which throws gzip's dictionary away (a list page went out 3-4 times larger than it
 * compresses to). Pieces written in the same turn of the event loop go out as one, up to MAX_PIECE_BYTES.
 * (Nothing written is ever changed afterwards: React writes into a new buffer once one is out, and the kept
 * card lists are never changed, so the pieces are joined as they are.)
 */
export function coalescing(): Transform {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    stream.push(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      if (pending.length === 0) setImmediate(() => release(this));
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= MAX_PIECE_BYTES) release(this);
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}
