/**
 * The order a learner sees a question's options and a frame's word pool in. Authors drift to putting the
 * answer in the same places (first in a word pool, second among options), so a child who taps by position
 * would win; each learner gets their own order instead. The order is a pure function of who is learning and
 * what is shown, so it is the same after a re-render, a reload and a retry, on every device, and in any later
 * review view. Only the display moves: the browser still sends the authored index or word, and the server
 * grades exactly as before.
 */

/** 32-bit FNV-1a: a small, well-spread hash of the key; not for security. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator with a full 2^32 period, uniform enough for shuffling a few items. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The key of one shown list: the learner, the lesson and the question or frame within it. */
export function displayKey(learnerSeed: string, moduleId: string, itemId: string): string {
  return `${learnerSeed}|${moduleId}|${itemId}`;
}

/**
 * A permutation of 0..count-1: position p on screen shows authored item `order[p]`. A Fisher–Yates shuffle
 * seeded by the key; `fixed` keeps the authored order (options whose order means something).
 */
export function displayOrder(count: number, key: string, fixed = false): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  if (fixed || count < 2) return order;
  const random = mulberry32(fnv1a(key));
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [at, other] = [order[i], order[j]];
    // Both are in range; the check only satisfies noUncheckedIndexedAccess without a non-null assertion.
    if (at !== undefined && other !== undefined) [order[i], order[j]] = [other, at];
  }
  return order;
}

/** The items in their display order, each with its authored index (what the browser sends). */
export function inDisplayOrder<T>(items: readonly T[], key: string, fixed = false): { item: T; index: number }[] {
  const entries = items.map((item, index) => ({ item, index }));
  return displayOrder(items.length, key, fixed).flatMap((index) => entries[index] ?? []);
}
