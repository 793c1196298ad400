/**
 * Small valid module bodies for the content rules' unit tests: each test copies one and breaks one thing.
 * Test-only (imported by *.test.ts files).
 */
import { expect } from 'vitest';
import { checkModuleBody, formatProblem } from '../content-rules';
import type { Bilingual } from '../schema/bilingual';
import type { ModuleMeta } from '../schema/catalogue';
import type { AdventureBody, ClassicBody } from '../schema/module-body';

export const t = (en: string, zh: string): Bilingual => ({ en, 'zh-TW': zh });
export const hints = (): [Bilingual, Bilingual, Bilingual] => [
  t('Think about what a plan is.', '想一想，計畫是什麼？'),
  t('It is made before you spend.', '它是在花錢以前做的。'),
  t('The answer is budget: a plan for your money.', '答案是預算：替錢做的計畫。'),
];

export function adventureSample(): AdventureBody {
  return {
    id: 'M90',
    format: 'adventure',
    storyIntro: [
      t('An has 50 coins. She wants a book. It costs 30 coins.', '小安有 NT$50。她想買一本書，書要 NT$30。'),
      t('Pip says, "Make a plan first!" An smiles and writes it down.', '皮皮說：「先做計畫！」小安笑著把計畫寫下來。'),
    ],
    definitions: [
      { term: t('budget', '預算'), definition: t('A plan for your money.', '替錢做的計畫。') },
      { term: t('save', '儲蓄'), definition: t('Keep money for later.', '把錢留到以後用。') },
      { term: t('spend', '花費'), definition: t('Use money to buy things.', '用錢買東西。') },
      { term: t('income', '收入'), definition: t('Money that comes in.', '拿到手的錢。') },
    ],
    examples: [t('An saves 20 coins.', '小安存了 NT$20。'), t('Jay spends 10 coins.', '阿哲花了 NT$10。')],
    sentenceBuilder: {
      frames: [
        {
          id: 'f-budget',
          text: { en: 'A ______ is a plan for your ______.', 'zh-TW': '______是替______做的計畫。' },
          wordPool: { en: ['budget', 'money', 'snack'], 'zh-TW': ['預算', '錢', '零食'] },
          accepts: { en: [['budget'], ['money']], 'zh-TW': [['預算'], ['錢']] },
          hints: hints(),
        },
        {
          id: 'f-save',
          text: { en: 'I ______ coins in my piggy bank.', 'zh-TW': '我把硬幣______在存錢筒裡。' },
          wordPool: { en: ['save', 'spend'], 'zh-TW': ['存', '花'] },
          accepts: { en: [['save']], 'zh-TW': [['存']] },
          hints: hints(),
        },
      ],
    },
    quiz5: [
      { id: 'q1', type: 'single', question: t('What is a budget?', '什麼是預算？'), options: [t('A plan', '計畫'), t('A toy', '玩具')], answer: [0], hintCycle: hints(), why: t('Because it fits.', '因為它最合適。') },
      {
        id: 'q2',
        type: 'multi',
        question: t('Which are income?', '哪些是收入？'),
        options: [t('Allowance', '零用錢'), t('Pay for a chore', '做家事的報酬'), t('A snack', '零食')],
        answer: [0, 1],
        hintCycle: hints(),
        why: t('Because it fits.', '因為它最合適。'),
      },
      { id: 'q3', type: 'bool', question: t('A budget is made before you spend.', '預算是在花錢以前做的。'), answer: true, hintCycle: hints(), why: t('Because it fits.', '因為它最合適。') },
      { id: 'q4', type: 'bool', question: t('Saving means spending now.', '儲蓄就是現在花掉。'), answer: false, hintCycle: hints(), why: t('Because it fits.', '因為它最合適。') },
      { id: 'q5', type: 'single', question: t('An has 50 coins and spends 30. How many are left?', '小安有 NT$50，花了 NT$30，還剩多少？'), options: [t('20 coins', 'NT$20'), t('80 coins', 'NT$80')], answer: [0], hintCycle: hints(), why: t('Because it fits.', '因為它最合適。') },
    ],
  };
}

export function classicSample(): ClassicBody {
  return {
    id: 'M91',
    format: 'classic',
    scenarios: [
      {
        id: 's-lend',
        title: t('A borrowed pencil', '借來的鉛筆'),
        description: t('Mei lends Leo a pencil. He gives it back the next day.', '小美借給阿力一支鉛筆，他隔天就還給她了。'),
        context: t('Now Mei trusts Leo a bit more.', '現在小美更相信阿力了。'),
        thinkingPrompts: [t('Why does Mei trust Leo?', '小美為什麼相信阿力？')],
      },
    ],
    vocabulary: [
      { id: 'v-trust', term: t('trust', '信任'), definition: t('Believing someone will do what they say.', '相信別人會說到做到。'), example: t('Mei trusts Leo.', '小美信任阿力。') },
      { id: 'v-lend', term: t('lend', '借出'), definition: t('Let someone use your thing for a while.', '讓別人暫時用你的東西。'), example: t('Mei lends a pencil.', '小美借出一支鉛筆。') },
      { id: 'v-borrow', term: t('borrow', '借用'), definition: t('Use something that is not yours for a while.', '暫時用別人的東西。'), example: t('Leo borrows a pencil.', '阿力借用一支鉛筆。') },
      { id: 'v-promise', term: t('promise', '承諾'), definition: t('Saying you will surely do something.', '說好一定會做到的事。'), example: t('Leo keeps his promise.', '阿力遵守承諾。') },
    ],
    sentenceStems: [
      { id: 'st-1', stem: t('I trust someone when…', '我會相信一個人，是因為……'), examples: [t('I trust Leo when he gives things back.', '阿力會把東西還回來，所以我相信他。')] },
      { id: 'st-2', stem: t('To keep a promise, I…', '為了遵守承諾，我會……'), examples: [t('To keep a promise, I write it down.', '為了遵守承諾，我會把它寫下來。')] },
    ],
    quiz: [
      {
        id: 'q1',
        type: 'single',
        question: t('What builds trust?', '什麼能建立信任？'),
        options: [t('Giving things back', '把東西還回去'), t('Forgetting promises', '忘記承諾')],
        correctAnswer: 0,
        feedback: t('Giving things back shows you keep your word.', '把東西還回去，表示你說到做到。'),
        hintCycle: hints(),
      },
      {
        id: 'q2',
        type: 'multi',
        question: t('Which show trust?', '哪些表示信任？'),
        options: [t('Lending a pencil', '借出鉛筆'), t('Sharing a secret', '分享祕密'), t('Hiding a toy', '把玩具藏起來')],
        correctAnswer: [0, 1],
        feedback: t('You lend and share with people you trust.', '我們會借東西、分享祕密給信任的人。'),
      },
      { id: 'q3', type: 'bool', question: t('Trust grows when you keep promises.', '遵守承諾，信任就會增加。'), correctAnswer: true, feedback: t('Yes, it does.', '沒錯。') },
      {
        id: 'q4',
        type: 'fill-blank',
        question: t('Saying you will surely do something is a ______.', '說好一定會做到的事，叫做______。'),
        acceptedAnswers: { en: ['promise'], 'zh-TW': ['承諾'] },
        feedback: t('A promise is a word you keep.', '承諾就是要遵守的話。'),
      },
    ],
    reflection: { id: 'r-1', question: t('Who do you trust, and why?', '你信任誰？為什麼？'), placeholder: t('I trust…', '我信任……') },
  };
}

export function metaFor(body: AdventureBody | ClassicBody, overrides: Partial<ModuleMeta> = {}): ModuleMeta {
  return {
    id: body.id,
    island: 'seed',
    categoryId: 'seed-money-basics',
    order: 1,
    format: body.format,
    title: t('Sample', '範例'),
    description: t('A sample module.', '範例單元。'),
    outcome: 'understand',
    estimatedMinutes: 20,
    questionCount: body.format === 'adventure' ? body.quiz5.length : body.quiz.length,
    rewards: { gems: 1, badgeName: t('Sample Badge', '範例徽章') },
    ...overrides,
  };
}

export function check(body: unknown, meta: ModuleMeta): string[] {
  return checkModuleBody(meta.id, body, meta).map(formatProblem);
}

/** Asserts some problem line contains every fragment. */
export function expectProblem(problems: readonly string[], ...fragments: string[]): void {
  const found = problems.some((line) => fragments.every((fragment) => line.includes(fragment)));
  expect(found, `expected a problem with ${fragments.map((f) => JSON.stringify(f)).join(' + ')}, got:\n${problems.join('\n')}`).toBe(true);
}
