import { describe, expect, it } from 'vitest';
import type { AccessoryCategory } from '../content/schema/ids';
import { applyEquip, sanitizeEquipped } from './avatar';

const CATEGORIES: Record<string, AccessoryCategory> = { 'sprout-cap': 'headwear', 'coral-crown': 'headwear', 'lava-boots': 'footwear' };
const categoryOf = (id: string) => CATEGORIES[id];
const owned = ['sprout-cap', 'coral-crown', 'lava-boots'];

describe('applyEquip', () => {
  it('equips an owned item in its category and replaces what was there', () => {
    const first = applyEquip({}, { category: 'headwear', accessoryId: 'sprout-cap' }, owned, categoryOf);
    expect(first).toEqual({ ok: true, equipped: { headwear: 'sprout-cap' }, action: 'equipped' });
    const second = applyEquip({ headwear: 'sprout-cap', footwear: 'lava-boots' }, { category: 'headwear', accessoryId: 'coral-crown' }, owned, categoryOf);
    expect(second).toEqual({ ok: true, equipped: { headwear: 'coral-crown', footwear: 'lava-boots' }, action: 'equipped' });
  });

  it('takes the item off when it is equipped again, or when asked with null', () => {
    expect(applyEquip({ headwear: 'sprout-cap' }, { category: 'headwear', accessoryId: 'sprout-cap' }, owned, categoryOf)).toEqual({ ok: true, equipped: {}, action: 'unequipped' });
    expect(applyEquip({ headwear: 'sprout-cap', footwear: 'lava-boots' }, { category: 'footwear', accessoryId: null }, owned, categoryOf)).toEqual({
      ok: true,
      equipped: { headwear: 'sprout-cap' },
      action: 'unequipped',
    });
  });

  it('refuses items not owned, unknown, or in the wrong slot', () => {
    expect(applyEquip({}, { category: 'headwear', accessoryId: 'coral-crown' }, ['sprout-cap'], categoryOf)).toEqual({ ok: false, reason: 'not-owned' });
    expect(applyEquip({}, { category: 'headwear', accessoryId: 'lava-boots' }, owned, categoryOf)).toEqual({ ok: false, reason: 'wrong-category' });
    expect(applyEquip({}, { category: 'headwear', accessoryId: 'golden-crown' }, owned, categoryOf)).toEqual({ ok: false, reason: 'unknown-accessory' });
  });
});

describe('sanitizeEquipped', () => {
  it('keeps only owned items in their own slots', () => {
    expect(sanitizeEquipped({ headwear: 'sprout-cap', footwear: 'coral-crown', eyewear: 'mirage-shades' }, ['sprout-cap', 'coral-crown'], categoryOf)).toEqual({ headwear: 'sprout-cap' });
  });
});
