// Text byte length as the platform counts it: Hangul 2, any other character 1 (001 §5, 002 §5.12).
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\ua960-\ua97f\ud7b0-\ud7ff]/u;

export function byteLength(text: string): number {
  let length = 0;
  for (const char of text) length += HANGUL.test(char) ? 2 : 1;
  return length;
}
