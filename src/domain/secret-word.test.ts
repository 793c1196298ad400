import { describe, expect, it } from 'vitest';
import { childSignInRequestSchema, newSecretWord, normalizeSecretWord, sameSecretWord, SECRET_NUMBER_MAX, SECRET_NUMBER_MIN, SECRET_WORDS, secretWordSignInRequestSchema } from './secret-word';

const SHAPE = /^([a-z]+)-([a-z]+)-(\d{2})$/;

describe('the secret word list', () => {
  it('has about 200 different short lower-case ASCII words, fewer than a random byte has values', () => {
    expect(SECRET_WORDS.length).toBeGreaterThanOrEqual(200);
    expect(SECRET_WORDS.length).toBeLessThanOrEqual(256);
    expect(new Set(SECRET_WORDS).size).toBe(SECRET_WORDS.length);
    for (const word of SECRET_WORDS) expect(word).toMatch(/^[a-z]{3,7}$/);
  });

  it('never makes two pairs that read the same without separators (typed "greentiger42" names one pair)', () => {
    const seen = new Map<string, string>();
    for (const first of SECRET_WORDS) {
      for (const second of SECRET_WORDS) {
        if (first === second) continue;
        const joined = `${first}${second}`;
        expect(seen.get(joined), joined).toBeUndefined();
        seen.set(joined, `${first}-${second}`);
      }
    }
  });
});

describe('new secret words', () => {
  it('are two different words and a 2-digit number, drawn without bias from random bytes', () => {
    const size = SECRET_WORDS.length;
    const limit = 256 - (256 % size);
    // limit and above are skipped; the second word equal to the first is drawn again; the number: 10 + byte % 90.
    const bytes = [255, limit, 3, 3, limit + 1, 7, 250, 185, 32];
    let next = 0;
    // 250 and 185 are at or above 180 (= 2 × 90), skipped; 32 → 10 + 32 = 42.
    expect(newSecretWord(() => bytes[next++]!)).toBe(`${SECRET_WORDS[3]}-${SECRET_WORDS[7]}-42`);
    expect(next).toBe(bytes.length);
  });

  it('use every word and every number, and always the same shape', () => {
    // A small seeded generator (mulberry32), so the test is the same every run.
    let seed = 22;
    const randomByte = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) & 0xff;
    };
    const words = new Set<string>();
    const numbers = new Set<number>();
    for (let i = 0; i < 3_000; i += 1) {
      const word = newSecretWord(randomByte);
      const match = SHAPE.exec(word);
      expect(match, word).not.toBeNull();
      const [, first, second, number] = match!;
      expect(first).not.toBe(second);
      words.add(first!).add(second!);
      numbers.add(Number(number));
    }
    expect(words.size).toBe(SECRET_WORDS.length);
    expect(Math.min(...numbers)).toBe(SECRET_NUMBER_MIN);
    expect(Math.max(...numbers)).toBe(SECRET_NUMBER_MAX);
    expect(numbers.size).toBe(SECRET_NUMBER_MAX - SECRET_NUMBER_MIN + 1);
  });
});

describe('a typed secret word', () => {
  it('matches with any case, spaces, dashes or no separator, and full-width letters from a Chinese keyboard', () => {
    for (const typed of ['green-tiger-42', 'green tiger 42', 'Green-Tiger-42', 'greentiger42', '  GREEN  tiger-42 ', 'green_tiger_42', 'ｇｒｅｅｎ－ｔｉｇｅｒ－４２']) {
      expect(sameSecretWord(typed, 'green-tiger-42'), typed).toBe(true);
    }
    expect(normalizeSecretWord(' Green Tiger 42 ')).toBe('greentiger42');
  });

  it('does not match another word, another number or the words in another order', () => {
    for (const typed of ['green-tiger-43', 'tiger-green-42', 'green-tiger', 'green-tiger-420', 'blue-tiger-42', '', '---']) {
      expect(sameSecretWord(typed, 'green-tiger-42'), typed).toBe(false);
    }
    // Nothing matches an empty stored word.
    expect(sameSecretWord('', '')).toBe(false);
  });

  it('is sent with the code and the child, and a setting is one of the two kinds', () => {
    expect(secretWordSignInRequestSchema.safeParse({ code: 'ACDEFG', childId: 'c', secretWord: 'green tiger 42' }).success).toBe(true);
    expect(secretWordSignInRequestSchema.safeParse({ code: 'ACDEFG', childId: 'c', secretWord: '' }).success).toBe(false);
    expect(secretWordSignInRequestSchema.safeParse({ code: 'ACDEFG', childId: 'c', secretWord: 'x'.repeat(61) }).success).toBe(false);
    expect(childSignInRequestSchema.safeParse({ childSignIn: 'secret-word' }).success).toBe(true);
    expect(childSignInRequestSchema.safeParse({ childSignIn: 'password' }).success).toBe(false);
  });
});
