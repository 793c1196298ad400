import { describe, expect, it } from 'vitest';
import type { AdventureQuestion, ClassicBody, ClassicQuestion } from '../content/schema/module-body';
import { questionBlocks, stepReadingBlocks } from './step-reading';

const b = (en: string, zh: string) => ({ en, 'zh-TW': zh });
const hints = [b('Look at the story.', '看看故事。'), b('Think of Mei.', '想想小美。'), b('It is B.', '答案是乙。')] as const;
const BOOL = { en: { true: 'True', false: 'False' }, zh: { true: '對', false: '不對' } };

const single: AdventureQuestion = {
  id: 'q1',
  type: 'single',
  question: b('What is money?', '錢是什麼？'),
  options: [b('A toy', '玩具'), b('Something people agree to trade with', '大家都願意拿來交換的東西'), b('A rock', '石頭')],
  answer: [1],
  hintCycle: [...hints],
  why: b('Everyone accepts it.', '因為大家都接受它。'),
};

describe('questionBlocks', () => {
  it('reads the question, then the options in the order this learner sees them, each with "Option A:"', () => {
    const blocks = questionBlocks({ question: single, optionOrder: [2, 0, 1], boolLabels: BOOL.en }, 'en');
    expect(blocks).toEqual([
      { id: 'question-q1', text: 'What is money?' },
      { id: 'question-q1-option-2', text: 'A rock', lead: 'Option A:' },
      { id: 'question-q1-option-0', text: 'A toy', lead: 'Option B:' },
      { id: 'question-q1-option-1', text: 'Something people agree to trade with', lead: 'Option C:' },
    ]);
  });

  it('says 選項一 in Chinese and adds the hints and the Why only when the page shows them', () => {
    const blocks = questionBlocks({ question: single, boolLabels: BOOL.zh, shownHints: [1], whyShown: true }, 'zh-TW');
    expect(blocks.map((block) => [block.lead ?? '', block.text])).toEqual([
      ['', '錢是什麼？'],
      ['選項一：', '玩具'],
      ['選項二：', '大家都願意拿來交換的東西'],
      ['選項三：', '石頭'],
      ['提示二，共三個：', '想想小美。'],
      ['為什麼？', '因為大家都接受它。'],
    ]);
  });

  it('reads a true/false question with the labels the page shows, and a classic question\'s feedback as its Why', () => {
    const bool: ClassicQuestion = { id: 'q2', type: 'bool', question: b('Coins are money.', '硬幣是錢。'), correctAnswer: true, feedback: b('They are.', '沒錯。') };
    expect(questionBlocks({ question: bool, boolLabels: BOOL.en, whyShown: true }, 'en')).toEqual([
      { id: 'question-q2', text: 'Coins are money.' },
      { id: 'question-q2-option-true', text: 'True', lead: 'Option A:' },
      { id: 'question-q2-option-false', text: 'False', lead: 'Option B:' },
      { id: 'question-q2-why', text: 'They are.', lead: 'Why?' },
    ]);
    const fill: ClassicQuestion = {
      id: 'q3',
      type: 'fill-blank',
      question: b('Money is a ______ of exchange.', '錢是交換的______。'),
      acceptedAnswers: { en: ['medium'], 'zh-TW': ['媒介'] },
      feedback: b('A medium.', '媒介。'),
    };
    // A fill-in question has no options to read; the blank is said by the speech preparation.
    expect(questionBlocks({ question: fill, boolLabels: BOOL.zh }, 'zh-TW')).toEqual([{ id: 'question-q3', text: '錢是交換的______。' }]);
  });
});

describe('stepReadingBlocks', () => {
  it('reads the story paragraphs in order', () => {
    expect(stepReadingBlocks({ kind: 'story', paragraphs: [b('One.', '一。'), b('Two.', '二。')] }, 'zh-TW')).toEqual([
      { id: 'story-0', text: '一。' },
      { id: 'story-1', text: '二。' },
    ]);
  });

  it('reads each key term, its meaning and its example (with "Example:"), skipping an example not written', () => {
    const definitions = [
      { term: b('Coin', '硬幣'), definition: b('Round money.', '圓形的錢。'), example: b('A NT$10 coin.', '一枚 NT$10 硬幣。') },
      { term: b('Note', '紙鈔'), definition: b('Paper money.', '紙做的錢。') },
    ];
    expect(stepReadingBlocks({ kind: 'terms', definitions }, 'en')).toEqual([
      { id: 'term-0-word', text: 'Coin' },
      { id: 'term-0-meaning', text: 'Round money.' },
      { id: 'term-0-example', text: 'A NT$10 coin.', lead: 'Example:' },
      { id: 'term-1-word', text: 'Note' },
      { id: 'term-1-meaning', text: 'Paper money.' },
    ]);
  });

  it('reads a classic scenario, vocabulary and sentence stems in page order', () => {
    const scenarios: ClassicBody['scenarios'] = [
      { id: 's1', title: b('Lunch', '午餐'), description: b('Mei is hungry.', '小美餓了。'), context: b('She has NT$50.', '她有 NT$50。'), thinkingPrompts: [b('What first?', '先買什麼？'), b('Why?', '為什麼？')] },
    ];
    expect(stepReadingBlocks({ kind: 'scenarios', scenarios }, 'zh-TW').map((block) => [block.id, block.lead ?? '', block.text])).toEqual([
      ['scenario-s1-title', '', '午餐'],
      ['scenario-s1-description', '', '小美餓了。'],
      ['scenario-s1-context', '', '她有 NT$50。'],
      ['scenario-s1-prompt-0', '想一想：', '先買什麼？'],
      ['scenario-s1-prompt-1', '', '為什麼？'],
    ]);
    const vocabulary: ClassicBody['vocabulary'] = [{ id: 'trust', term: b('Trust', '信任'), definition: b('Believing.', '相信。'), example: b('I trust Mom.', '我信任媽媽。') }];
    expect(stepReadingBlocks({ kind: 'vocabulary', vocabulary }, 'zh-TW')).toEqual([
      { id: 'vocabulary-trust-word', text: '信任' },
      { id: 'vocabulary-trust-meaning', text: '相信。' },
      { id: 'vocabulary-trust-example', text: '我信任媽媽。', lead: '例句：' },
    ]);
    const stems: ClassicBody['sentenceStems'] = [{ id: 'st1', stem: b('I trust … because …', '我信任……因為……'), examples: [b('I trust Dad because he helps.', '我信任爸爸，因為他會幫忙。'), b('Two.', '二。')] }];
    expect(stepReadingBlocks({ kind: 'stems', stems }, 'en')).toEqual([
      { id: 'stem-st1', text: 'I trust … because …' },
      { id: 'stem-st1-example-0', text: 'I trust Dad because he helps.', lead: 'Example:' },
      { id: 'stem-st1-example-1', text: 'Two.' },
    ]);
  });

  it('reads the examples step and a quiz question step', () => {
    expect(stepReadingBlocks({ kind: 'examples', examples: [b('Pay with coins.', '用硬幣付錢。')] }, 'en')).toEqual([{ id: 'example-0', text: 'Pay with coins.' }]);
    expect(stepReadingBlocks({ kind: 'question', question: single, boolLabels: BOOL.en, shownHints: [0] }, 'en').at(-1)).toEqual({
      id: 'question-q1-hint-0',
      text: 'Look at the story.',
      lead: 'Hint 1 of 3:',
    });
  });
});
