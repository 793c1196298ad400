import { describe, expect, it } from 'vitest';
import { galleryBadgeIds } from './achievement-gallery';

const CATALOGUE = ['a', 'b', 'c', 'd', 'e'] as const;

describe('galleryBadgeIds', () => {
  it('shows the first badges when none beyond them is earned', () => {
    expect(galleryBadgeIds(CATALOGUE, ['b'], 3, false)).toEqual(['a', 'b', 'c']);
  });

  it('adds an earned badge from beyond the first ones, in catalogue order, so the count matches what is lit', () => {
    expect(galleryBadgeIds(CATALOGUE, ['e', 'a'], 3, false)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('shows every badge when asked', () => {
    expect(galleryBadgeIds(CATALOGUE, [], 3, true)).toEqual([...CATALOGUE]);
  });
});
