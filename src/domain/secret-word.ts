import { z } from 'zod';

/**
 * The secret word older groups (10 and older) may sign in with instead of pictures (issue 22, decision 021): two
 * words and a 2-digit number, e.g. "green-tiger-42", made by the server and printed on the child's card. Children
 * never choose it. The words are ASCII, lower-case and simple (colours, animals, fruits, things at school and at
 * home) so that a 10-year-old pupil in Taiwan can read and type them too; none is unkind, none pairs with another
 * into a taunt (no "monkey", which beside a colour can be a slur), and none is spelt
 * differently in British and American English (no "grey"/"gray", "colour"/"color").
 * 220 × 219 × 90 ≈ 4.3 million secret words, against 5 wrong tries per child before a lock and a per-group limit.
 */
export const SECRET_WORDS = [
  // Colours
  'red', 'blue', 'green', 'yellow', 'pink', 'purple', 'orange', 'black', 'white', 'brown', 'gold', 'silver',
  // Animals
  'cat', 'dog', 'bird', 'fish', 'duck', 'frog', 'lion', 'tiger', 'bear', 'panda', 'koala', 'zebra', 'horse', 'sheep',
  'goat', 'cow', 'rabbit', 'mouse', 'penguin', 'whale', 'shark', 'dolphin', 'otter', 'seal', 'owl', 'eagle',
  'hen', 'chick', 'puppy', 'kitten', 'camel', 'deer', 'fox', 'wolf', 'hippo', 'turtle', 'snail', 'bee', 'ant', 'crab',
  'squid', 'parrot', 'goose', 'lamb', 'pony', 'swan', 'bunny', 'lizard',
  // Fruit and food
  'apple', 'banana', 'grape', 'lemon', 'mango', 'melon', 'peach', 'pear', 'plum', 'kiwi', 'cherry', 'berry', 'lime',
  'guava', 'papaya', 'bread', 'cake', 'candy', 'cookie', 'rice', 'noodle', 'egg', 'milk', 'tea', 'juice', 'soup',
  'honey', 'jam', 'pie', 'pizza', 'corn', 'bean', 'carrot', 'tomato', 'onion', 'pumpkin', 'donut', 'tofu', 'salad', 'jelly',
  'cheese', 'butter', 'pepper',
  // Nature and weather
  'sun', 'moon', 'star', 'sky', 'cloud', 'rain', 'snow', 'wind', 'tree', 'leaf', 'flower', 'rose', 'lake', 'river',
  'sea', 'hill', 'rock', 'sand', 'shell', 'wave', 'island', 'grass', 'seed', 'ice', 'forest', 'beach', 'planet',
  'comet', 'garden', 'pond', 'lily', 'maple', 'bamboo', 'coral', 'ocean',
  // Things at school, at home and outside
  'ball', 'kite', 'book', 'pen', 'bag', 'hat', 'cup', 'bowl', 'box', 'boat', 'ship', 'car', 'bus', 'train', 'bike',
  'drum', 'bell', 'key', 'door', 'lamp', 'clock', 'chair', 'desk', 'bed', 'sock', 'shoe', 'coat', 'ring', 'robot',
  'rocket', 'piano', 'toy', 'gift', 'map', 'coin', 'card', 'sofa', 'spoon', 'fork', 'brush', 'crayon', 'paper',
  'ruler', 'pencil', 'table', 'window', 'house', 'park', 'zoo', 'farm', 'bridge', 'tower', 'tent',
  'camera', 'button', 'ladder', 'basket', 'bottle', 'pillow', 'jacket',
  // Friendly words
  'tall', 'happy', 'sunny', 'lucky', 'brave', 'kind', 'funny', 'cool', 'warm', 'fast', 'soft', 'shiny',
  'sweet', 'fresh', 'smart', 'super', 'magic', 'tiny', 'calm', 'clean', 'proud', 'gentle',
] as const;

/** The number after the two words: 10–99, always two digits (90 of them). */
export const SECRET_NUMBER_MIN = 10;
export const SECRET_NUMBER_MAX = 99;
/** Longer than any word a child could be given, with room for spaces they add. */
export const MAX_SECRET_WORD_LENGTH = 60;

/** How children of a group sign in: pictures (younger children) or a secret word (10 and older). */
export const childSignInSchema = z.enum(['pictures', 'secret-word']);
export type ChildSignIn = z.infer<typeof childSignInSchema>;

/** An index below `size` from random bytes (0–255), unbiased: bytes at or above the last whole multiple are skipped. */
function uniform(randomByte: () => number, size: number): number {
  const limit = 256 - (256 % size);
  for (;;) {
    const byte = randomByte();
    if (byte < limit) return byte % size;
  }
}

/** A new secret word, e.g. "green-tiger-42": two different words and a 2-digit number, drawn without bias. */
export function newSecretWord(randomByte: () => number): string {
  const first = uniform(randomByte, SECRET_WORDS.length);
  let second = first;
  while (second === first) second = uniform(randomByte, SECRET_WORDS.length);
  const number = SECRET_NUMBER_MIN + uniform(randomByte, SECRET_NUMBER_MAX - SECRET_NUMBER_MIN + 1);
  return `${SECRET_WORDS[first]}-${SECRET_WORDS[second]}-${number}`;
}

/**
 * A secret word as typed, reduced to its letters and digits: "Green Tiger 42", "green-tiger-42" and
 * "greentiger42" are the same. NFKC first, so full-width letters and digits from a Chinese keyboard count too.
 */
export const normalizeSecretWord = (typed: string) =>
  typed
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Whether a typed word is the stored one. Compares every character whatever it finds (not that timing could
 * tell much: a child's tries are locked after a few).
 */
export function sameSecretWord(typed: string, stored: string): boolean {
  const a = normalizeSecretWord(typed);
  const b = normalizeSecretWord(stored);
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  return difference === 0 && b.length > 0;
}

export const secretWordSignInRequestSchema = z
  .object({ code: z.string().min(1).max(20), childId: z.string().min(1).max(100), secretWord: z.string().min(1).max(MAX_SECRET_WORD_LENGTH) })
  .strict();
export type SecretWordSignInRequest = z.infer<typeof secretWordSignInRequestSchema>;

/** The grown-up changes how the group's children sign in; every child is given a new secret of the new kind. */
export const childSignInRequestSchema = z.object({ childSignIn: childSignInSchema }).strict();
export type ChildSignInRequest = z.infer<typeof childSignInRequestSchema>;
