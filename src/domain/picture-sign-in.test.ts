import { describe, expect, it } from 'vitest';
import { afterWrongTry, decodePictures, encodePictures, MAX_PICTURE_FAILURES, newPicturePassword, PICTURE_LOCK_MINUTES, PICTURES, picturesLocked, samePictures } from './picture-sign-in';

describe('picture passwords', () => {
  it('are two different pictures of the nine, drawn without bias', () => {
    const bytes = [255, 254, 4, 13, 40, 7];
    let next = 0;
    // 255 and 254 are above 252 (= 28 × 9) and skipped; 4 → 4; 13 → 4 again, skipped; 40 → 4 again, skipped; 7 → 7.
    expect(newPicturePassword(() => bytes[next++]!)).toEqual([4, 7]);
    let byte = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) for (const picture of newPicturePassword(() => (byte = (byte + 5) % 256))) seen.add(picture);
    expect(seen.size).toBe(PICTURES.length);
  });

  it('are stored as text and read back, order kept', () => {
    expect(encodePictures([3, 7])).toBe('3-7');
    expect(decodePictures('3-7')).toEqual([3, 7]);
    expect(decodePictures('3-9')).toBeNull();
    expect(decodePictures('3')).toBeNull();
    expect(samePictures([3, 7], [3, 7])).toBe(true);
    expect(samePictures([3, 7], [7, 3])).toBe(false);
  });

  it('lock after too many wrong tries in a row, for a while', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    let state: { failures: number; lockedUntil: Date | null } = { failures: 0, lockedUntil: null };
    for (let i = 1; i < MAX_PICTURE_FAILURES; i += 1) {
      state = afterWrongTry(state.failures, now);
      expect(state).toEqual({ failures: i, lockedUntil: null });
    }
    state = afterWrongTry(state.failures, now);
    expect(state.lockedUntil?.getTime()).toBe(now.getTime() + PICTURE_LOCK_MINUTES * 60_000);
    expect(picturesLocked(state.lockedUntil, now)).toBe(true);
    expect(picturesLocked(state.lockedUntil, new Date(now.getTime() + PICTURE_LOCK_MINUTES * 60_000 + 1))).toBe(false);
  });
});
