import { describe, expect, it } from 'vitest';
import { monthlyIsland, monthlyIslandIndex } from './monthly-theme';

describe('monthly island theme', () => {
  it('features one island for a whole calendar month and the next island the month after', () => {
    const islands = ['a', 'b', 'c'];
    const first = monthlyIsland(islands, new Date(2026, 10, 1));
    expect(monthlyIsland(islands, new Date(2026, 10, 30, 23, 59))).toBe(first);
    const next = monthlyIsland(islands, new Date(2026, 11, 1));
    expect(islands.indexOf(next)).toBe((islands.indexOf(first) + 1) % islands.length);
  });

  it('visits every one of 15 islands once in 15 months, across a year boundary', () => {
    const seen = new Set<number>();
    for (let month = 0; month < 15; month += 1) seen.add(monthlyIslandIndex(2026, 6 + month, 15));
    expect(seen.size).toBe(15);
  });

  it('refuses an empty island list', () => {
    expect(() => monthlyIsland([], new Date())).toThrow();
  });
});
