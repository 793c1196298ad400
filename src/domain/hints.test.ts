import { describe, expect, it } from 'vitest';
import { hintFor, nextHintState } from './hints';
import { HINTS } from './test-fixtures';

describe('nextHintState', () => {
  it('shows no hint before a wrong answer, then hint n capped at 3', () => {
    expect([0, 1, 2, 3, 4, 10].map(nextHintState)).toEqual([null, 1, 2, 3, 3, 3]);
  });
});

describe('hintFor', () => {
  it('gives the cycle step for the wrong count, the last (the answer) staying', () => {
    expect(hintFor(HINTS, 0)).toBeNull();
    expect(hintFor(HINTS, 1)).toEqual({ step: 1, total: 3, text: HINTS[0] });
    expect(hintFor(HINTS, 2)?.text).toEqual(HINTS[1]);
    expect(hintFor(HINTS, 7)).toEqual({ step: 3, total: 3, text: HINTS[2] });
  });

  it('gives nothing for a question without hints', () => {
    expect(hintFor(undefined, 2)).toBeNull();
  });
});
