import { describe, expect, it } from 'vitest';
import { ACCESSORIES } from '../../../content/accessories';
import { ACCESSORY_CATEGORIES } from '../../../content/schema/ids';
import { ANCHORS, DRAW_ORDER, HEAD, categoryOf, equippedIn, layersFor } from './avatar-layout';

const FULL = {
  headwear: 'captain-hat',
  eyewear: 'crystal-glasses',
  back: 'guardian-cape',
  accessory: 'forest-compass',
  footwear: 'market-sneakers',
} as const;

describe('layersFor', () => {
  it('is empty when nothing is equipped', () => {
    expect(layersFor(undefined)).toEqual([]);
    expect(layersFor({})).toEqual([]);
  });

  it('returns the equipped ids in draw order: back, footwear, eyewear, headwear, accessory', () => {
    expect(layersFor(FULL)).toEqual(['guardian-cape', 'market-sneakers', 'crystal-glasses', 'captain-hat', 'forest-compass']);
  });

  it('keeps the same order whatever order the slots were given in', () => {
    const reversed = Object.fromEntries(Object.entries(FULL).reverse());
    expect(layersFor(reversed)).toEqual(layersFor(FULL));
  });

  it('ignores unknown ids and ids placed in a slot they do not belong to', () => {
    expect(layersFor({ headwear: 'lava-boots', eyewear: 'no-such-thing', back: 'cloud-wings' })).toEqual(['cloud-wings']);
    expect(layersFor({ accessory: '', footwear: 'sprout-cap' })).toEqual([]);
  });

  it('lists each slot once, covering every category', () => {
    expect([...DRAW_ORDER].sort()).toEqual([...ACCESSORY_CATEGORIES].sort());
    expect(DRAW_ORDER[0]).toBe('back');
    expect(DRAW_ORDER.at(-1)).toBe('accessory');
  });
});

describe('equippedIn and categoryOf', () => {
  it('knows the slot of every accessory in the catalogue', () => {
    for (const item of ACCESSORIES) {
      expect(categoryOf(item.id)).toBe(item.category);
      expect(equippedIn({ [item.category]: item.id }, item.category)).toBe(item.id);
    }
    expect(categoryOf('unknown')).toBeUndefined();
  });

  it('rejects an item in the wrong slot', () => {
    expect(equippedIn({ eyewear: 'sprout-cap' }, 'eyewear')).toBeUndefined();
    expect(equippedIn(undefined, 'back')).toBeUndefined();
  });
});

describe('anchors', () => {
  it('lie inside the 200 x 240 picture, top to bottom in body order', () => {
    for (const point of Object.values(ANCHORS)) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(200);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(240);
    }
    const { headTop, eyes, neck, back, wrist, hand, footLeft } = ANCHORS;
    expect(headTop.y).toBeLessThan(eyes.y);
    expect(eyes.y).toBeLessThan(neck.y);
    expect(neck.y).toBeLessThanOrEqual(back.y);
    expect(wrist.y).toBeLessThan(hand.y);
    expect(hand.y).toBeLessThan(footLeft.y);
  });

  it('puts the crown on the head and the eyes inside it', () => {
    expect(ANCHORS.headTop).toEqual({ x: HEAD.cx, y: HEAD.cy - HEAD.ry });
    expect(ANCHORS.eyes.y).toBeGreaterThan(HEAD.cy - HEAD.ry);
    expect(ANCHORS.eyes.y).toBeLessThan(HEAD.cy + HEAD.ry);
    expect(ANCHORS.footLeft.x + ANCHORS.footRight.x).toBe(2 * HEAD.cx);
  });
});
