// Rules of user-written text: its byte length as the platform counts it (Hangul 2, any other character 1: 001 §5,
// 002 §5.12), and the characters it may not carry.
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\ua960-\ua97f\ud7b0-\ud7ff]/u;

export function byteLength(text: string): number {
  let length = 0;
  for (const char of text) length += HANGUL.test(char) ? 2 : 1;
  return length;
}

/**
 * Characters that are never text: C0 controls but tab, line feed and carriage return (NUL and the
 * like, which HTML turns into replacement characters or drops), DEL and the C1 controls, and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which a title such as
 * '\u202Egnp.exe' reads as 'exe.png' and reverses whatever follows it on its line in a list. The marks
 * (U+200E, U+200F, U+061C) stay: they change the direction of no run but their own neighbourhood.
 */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `value` without control and bidi-override characters: for every user-written title, name and comment. */
export function withoutControls(value: string): string {
  return value.replace(NOT_TEXT, "");
}

/**
 * A title the platform cut from its post's opening words (a post without a title of its own gets the text's first
 * characters, stopped mid-word: issue 72 saw '…부족하지만 봐' on the hot list): the word it stopped in is finished from
 * the text, and '…' marks the rest of the text. A title that ends at a word's end, or is not the text's opening, is
 * the writer's own and stays as it is.
 */
export function titleFromText(title: string, text: string): string {
  const head = title.trim();
  const body = text.replace(/\s+/g, " ").trim();
  const rest = body.slice(head.length);
  if (!head || !rest || !body.startsWith(head) || /^\s/.test(rest) || /[\s.,!?…]$/.test(head)) return title;
  const wordEnd = rest.search(/\s/);
  return wordEnd === -1 ? body : `${body.slice(0, head.length + wordEnd)}…`;
}
