// Korean particles after a word a text is built around (a product's name, a form's type, a board): the form
// that follows the word's last syllable, as a reader says it ('구독권 1개월로', '구독권 3개월을', '이의신청이').
// The one helper of every such text: a fixed '(으)로' or a form that fits only some words reads as a slip.

/** The particles by their role: [after a final consonant, after a vowel]. 으로/로 takes 로 after ㄹ too. */
const PARTICLES = {
  object: ["을", "를"],
  subject: ["이", "가"],
  topic: ["은", "는"],
  and: ["과", "와"],
  direction: ["으로", "로"],
} as const;
export type ParticleName = keyof typeof PARTICLES;

/** Whether the word's reading ends in a final consonant, and whether it is ㄹ; null when it cannot be told. */
function lastSound(word: string): { consonant: boolean; rieul: boolean } | null {
  // Closing brackets, quotes and the like are not read: the word before them is.
  const chars = [...word.replace(/[\s'"’”)\]}>.,!?~…·*-]+$/u, "")];
  const last = chars[chars.length - 1];
  if (!last) return null;
  const code = last.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return { consonant: final !== 0, rieul: final === 8 };
  }
  // Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
  const digit = "0123456789".indexOf(last);
  if (digit >= 0) return { consonant: [0, 1, 3, 6, 7, 8].includes(digit), rieul: [1, 7, 8].includes(digit) };
  // Latin letters as their names are read (엘, 엠, 엔, 알 end in a consonant).
  const letter = last.toLowerCase();
  if (/^[a-z]$/.test(letter)) return { consonant: "lmnr".includes(letter), rieul: "lr".includes(letter) };
  return null;
}

/** The particle that fits after `word`; both forms written together ('을(를)') when its sound cannot be told. */
export function particle(word: string, name: ParticleName): string {
  const [afterConsonant, afterVowel] = PARTICLES[name];
  const sound = lastSound(word);
  if (!sound) return `${afterConsonant}(${afterVowel})`;
  if (name === "direction") return sound.consonant && !sound.rieul ? afterConsonant : afterVowel;
  return sound.consonant ? afterConsonant : afterVowel;
}

/** `word` with its particle: withParticle('구독권 1개월', 'direction') is '구독권 1개월로'. */
export const withParticle = (word: string, name: ParticleName) => `${word}${particle(word, name)}`;
