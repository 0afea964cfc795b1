// A bound on how deeply an upstream answer nests, checked on its bytes as they arrive: JSON.parse
// builds every level of `[[[[…]]]]` before anything could refuse it, and 4 MB of nested arrays (under the size
// cap) took the event loop for half a second a parse, every other request of the process waiting beside it.
// The bytes are counted as they stream in, so such an answer is cut off at its 65th '[' without being read.

/** The deepest nesting an answer may have: real answers nest about six levels deep. */
export const MAX_ANSWER_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/** Follows an answer's nesting (brackets outside strings) across the chunks it arrives in. */
export class NestingMeter {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number = MAX_ANSWER_DEPTH) {}

  /** Reads one more chunk; false once the answer has nested deeper than the bound. UTF-8 keeps every byte of a
   * multi-byte character above 0x7f, so none is taken for a bracket or a quote. */
  feed(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (OPEN.has(byte)) {
        depth += 1;
        if (depth > this.max) return false;
      } else if (CLOSE.has(byte) && depth > 0) depth -= 1;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }
}
