import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterCheck,
  canCheck,
  checkFrame,
  chooseWord,
  countBlanks,
  isWordUsed,
  renderSentence,
  resetFrame,
  startFrame,
} from './sentence-builder';
import { FRAME } from './test-fixtures';

describe('countBlanks', () => {
  it('counts runs of exactly six underscores', () => {
    expect(countBlanks(FRAME.text.en)).toBe(2);
    expect(countBlanks(FRAME.text['zh-TW'])).toBe(2);
    expect(countBlanks('no blanks here')).toBe(0);
    expect(countBlanks('a _____ b _______ c ______')).toBe(1);
  });
});

describe('choosing words', () => {
  it('fills blanks in order with pool words, each word once, never more than the blanks', () => {
    let state = startFrame(FRAME, 'en');
    expect(canCheck(state.chosen, state.blanks)).toBe(false);
    state = chooseWord(state, 'save');
    state = chooseWord(state, 'save');
    expect(state.chosen).toEqual(['save']);
    expect(isWordUsed(state, 'save')).toBe(true);
    state = chooseWord(state, 'not in pool');
    state = chooseWord(state, 'piggy bank');
    state = chooseWord(state, 'shop');
    expect(state.chosen).toEqual(['save', 'piggy bank']);
    expect(canCheck(state.chosen, state.blanks)).toBe(true);
  });

  it('Reset clears the choices but keeps the wrong count', () => {
    let state = chooseWord(startFrame(FRAME, 'en'), 'spend');
    state = afterCheck(state, { correct: false, perBlank: [false, false] });
    state = resetFrame(state);
    expect(state.chosen).toEqual([]);
    expect(state.wrongCount).toBe(1);
  });
});

describe('checkFrame', () => {
  it('accepts any listed word per blank and reports each blank', () => {
    expect(checkFrame(FRAME, 'en', ['save', 'piggy bank'])).toEqual({ correct: true, perBlank: [true, true] });
    expect(checkFrame(FRAME, 'en', ['keep', 'piggy bank']).correct).toBe(true);
    expect(checkFrame(FRAME, 'en', ['spend', 'piggy bank'])).toEqual({ correct: false, perBlank: [false, true] });
    expect(checkFrame(FRAME, 'en', ['piggy bank', 'save'])).toEqual({ correct: false, perBlank: [false, false] });
    expect(checkFrame(FRAME, 'zh-TW', ['存', '存錢筒']).correct).toBe(true);
  });

  it('is never correct with blanks left empty', () => {
    expect(checkFrame(FRAME, 'en', ['save'])).toEqual({ correct: false, perBlank: [true, false] });
  });

  it('a wrong check adds one to the wrong count; a right one does not', () => {
    const state = startFrame(FRAME, 'en');
    expect(afterCheck(state, checkFrame(FRAME, 'en', ['spend', 'shop'])).wrongCount).toBe(1);
    expect(afterCheck(state, checkFrame(FRAME, 'en', ['save', 'piggy bank'])).wrongCount).toBe(0);
  });
});

describe('renderSentence', () => {
  it('reads chosen words into the blanks and a placeholder for empty ones', () => {
    expect(renderSentence(FRAME.text.en, ['save'], 'something')).toBe('I save my coins in a something.');
    expect(renderSentence(FRAME.text['zh-TW'], ['存', '存錢筒'], '什麼')).toBe('我把零用錢存在存錢筒裡。');
    expect(renderSentence('a _______ b ______', [], 'X')).toBe('a _______ b X');
  });

  it('never leaves a blank behind (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('save', 'shop', 'coins'), { maxLength: 3 }), (chosen) => {
        expect(countBlanks(renderSentence(FRAME.text.en, chosen, '…'))).toBe(0);
      }),
    );
  });
});
