import { describe, expect, it } from 'vitest';
import { checkSentence, countWords, practiceStart, stemStart } from './sentence-check';

const EN_STEM = 'When I borrow something, I promise to…';
const ZH_STEM = '我跟別人借東西的時候，我會答應……';

describe('stemStart and practiceStart', () => {
  it('drop the trailing ellipsis so the learner continues the sentence', () => {
    expect(stemStart(EN_STEM)).toBe('When I borrow something, I promise to');
    expect(stemStart('Credit means...')).toBe('Credit means');
    expect(stemStart(ZH_STEM)).toBe('我跟別人借東西的時候，我會答應');
  });

  it('leave a space after an English starter only', () => {
    expect(practiceStart(EN_STEM, 'en')).toBe('When I borrow something, I promise to ');
    expect(practiceStart(ZH_STEM, 'zh-TW')).toBe('我跟別人借東西的時候，我會答應');
  });
});

describe('countWords', () => {
  it('counts English words and segments Chinese, which has no spaces', () => {
    expect(countWords(' give it back!', 'en')).toBe(3);
    expect(countWords('在說好的那天還回去。', 'zh-TW')).toBeGreaterThanOrEqual(3);
    expect(countWords('……', 'zh-TW')).toBe(0);
  });
});

describe('checkSentence', () => {
  it('asks for an ending when only the starter is there', () => {
    expect(checkSentence(practiceStart(EN_STEM, 'en'), EN_STEM, 'en')).toEqual({ kind: 'empty' });
    expect(checkSentence(EN_STEM, EN_STEM, 'en')).toEqual({ kind: 'empty' });
  });

  it('asks for more when fewer than 3 own words were added', () => {
    expect(checkSentence('When I borrow something, I promise to pay.', EN_STEM, 'en')).toEqual({ kind: 'too-short', words: 1 });
  });

  it('praises a sentence that keeps the starter and adds 3 or more words', () => {
    expect(checkSentence('When I borrow something, I promise to give it back on Friday.', EN_STEM, 'en')).toEqual({ kind: 'good' });
    expect(checkSentence('我跟別人借東西的時候，我會答應在說好的那天還回去。', ZH_STEM, 'zh-TW')).toEqual({ kind: 'good' });
  });

  it('forgives capitals, spacing and full-width punctuation in the starter', () => {
    expect(checkSentence('when i borrow something,I promise to  give it back', EN_STEM, 'en')).toEqual({ kind: 'good' });
    expect(checkSentence('我跟別人借東西的時候, 我會答應在說好的那天還回去', ZH_STEM, 'zh-TW')).toEqual({ kind: 'good' });
  });

  it('notices when the starter was changed or removed', () => {
    expect(checkSentence('I always give things back on time.', EN_STEM, 'en')).toEqual({ kind: 'missing-stem' });
    expect(checkSentence('When I borrow', EN_STEM, 'en')).toEqual({ kind: 'missing-stem' });
    expect(checkSentence('', EN_STEM, 'en')).toEqual({ kind: 'missing-stem' });
  });
});
