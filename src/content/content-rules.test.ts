/**
 * Each content rule must be able to fail: a valid sample passes, and every deliberately broken
 * sample is reported with its module, field and language.
 */
import { describe, expect, it } from 'vitest';
import { ACCESSORIES } from './accessories';
import { AVATAR_BASES } from './avatars';
import { BADGES } from './badges';
import {
  answerPositionDistribution,
  answersFirstProblems,
  badgeIconProblems,
  bilingualTextProblems,
  checkCatalogue,
  checkModuleBody,
  chineseScriptProblems,
  countBlanks,
  describeField,
  duplicateIdProblems,
  findNonTaiwanCharacters,
  formatAnswerPositions,
  formatProblem,
  keyedPositionProblems,
  listsAnswersFirst,
  MAX_ANSWERS_FIRST_SHARE,
  MAX_KEYED_POSITION_SHARE,
  MIN_KEYED_QUESTIONS_PER_ISLAND,
  missingBodyProblems,
} from './content-rules';
import type { CatalogueInput, ContentProblem, PlacedBody } from './content-rules';
import { childEnglishTexts, englishSentences, groupProse, longestSentence, MAX_SENTENCE_WORDS, readingGrade, wordCount } from './readability';
import type { Bilingual } from './schema/bilingual';
import type { Category, CheckedIsland, Island } from './schema/catalogue';
import type { AdventureBody, ClassicBody } from './schema/module-body';
import { adventureSample, check, classicSample, expectProblem, hints, metaFor, t } from './testing/module-samples';

describe('the valid samples', () => {
  it('pass every rule', () => {
    const adventure = adventureSample();
    const classic = classicSample();
    expect(check(adventure, metaFor(adventure))).toEqual([]);
    expect(check(classic, metaFor(classic))).toEqual([]);
  });
});

describe('zh-TW script detector', () => {
  it('accepts Traditional Chinese as Taiwan writes it', () => {
    const traditional = '存錢筒 零用錢 便利商店 悠遊卡 裡 台灣 臺灣 著 為 這 說 錢 銀行 帳戶 預算 發票 紅包 郵局 皇后 公里 乾淨 干擾 批准 一斗米 范先生 頭髮 後來 只有 一隻 麵包 祕密 污水 群島 床 峰 眾人 啟動';
    expect(findNonTaiwanCharacters(traditional)).toEqual([]);
  });

  it('reports Simplified characters with their Traditional form', () => {
    const issues = findNonTaiwanCharacters('我把钱存进银行帐户，这是预算。');
    expect(issues.map((issue) => `${issue.char}${issue.replacement}`).sort()).toEqual(['帐帳', '户戶', '这這', '进進', '钱錢', '银銀', '预預'].sort());
    expect(issues.every((issue) => issue.kind === 'simplified')).toBe(true);
  });

  it('reports Traditional variants Taiwan does not use', () => {
    expect(findNonTaiwanCharacters('看着存錢筒裏面')).toEqual([
      { char: '着', replacement: '著', kind: 'variant' },
      { char: '裏', replacement: '裡', kind: 'variant' },
    ]);
  });

  it('reports the module, field and language of a Simplified text', () => {
    const body = adventureSample();
    const [first] = body.storyIntro;
    if (first) first['zh-TW'] = '小安有 NT$50，她想买一本书。';
    const problems = chineseScriptProblems('M90', body).map(formatProblem);
    expectProblem(problems, 'M90', 'storyIntro[0]', '[zh-TW]', '买→買', '书→書');
  });

  it('looks only at zh-TW text', () => {
    expect(chineseScriptProblems('x', { en: '钱', 'zh-TW': '錢' })).toEqual([]);
  });
});

describe('schema and catalogue match', () => {
  it('reports schema errors with field and language', () => {
    const body = adventureSample();
    const broken: unknown = { ...body, definitions: body.definitions.slice(0, 2), quiz5: body.quiz5.map((q, i) => (i === 0 ? { ...q, question: { en: 'Hi' } } : q)) };
    const problems = check(broken, metaFor(body));
    expectProblem(problems, 'M90 › definitions', 'schema');
    expectProblem(problems, 'M90 › quiz5[0 q1].question [zh-TW]', 'schema');
  });

  it('reports a body whose id, format or quiz length differs from its catalogue entry', () => {
    const body = adventureSample();
    const problems = check(body, metaFor(body, { id: 'M92', format: 'classic', questionCount: 4 }));
    expectProblem(problems, 'M92 › id', 'M90');
    expectProblem(problems, 'M92 › format', 'adventure', 'classic');
    expectProblem(problems, 'M92 › quiz5', '5 quiz question(s)', 'questionCount is 4');
  });

  it('reports a body without a catalogue entry, and a missing body', () => {
    const body = adventureSample();
    expectProblem(checkModuleBody('M90', body, undefined).map(formatProblem), 'M90', 'no entry in MODULE_CATALOGUE');
    expectProblem(checkModuleBody('M90', undefined, metaFor(body)).map(formatProblem), 'M90', 'no body');
  });
});

describe('ids', () => {
  it('reports duplicate question, frame and vocabulary ids', () => {
    const adventure = adventureSample();
    const [q1, q2] = adventure.quiz5;
    if (q1 && q2) q2.id = q1.id;
    const [f1, f2] = adventure.sentenceBuilder.frames;
    if (f1 && f2) f2.id = f1.id;
    const problems = check(adventure, metaFor(adventure));
    expectProblem(problems, 'M90 › quiz5', 'duplicate question id "q1"');
    expectProblem(problems, 'M90 › sentenceBuilder.frames', 'duplicate frame id "f-budget"');

    const classic = classicSample();
    const [v1, v2] = classic.vocabulary;
    if (v1 && v2) v2.id = v1.id;
    const [c1, c2] = classic.quiz;
    if (c1 && c2) c2.id = c1.id;
    const classicProblems = check(classic, metaFor(classic));
    expectProblem(classicProblems, 'M91 › vocabulary', 'duplicate vocabulary id "v-trust"');
    expectProblem(classicProblems, 'M91 › quiz', 'duplicate question id "q1"');
  });

  it('reports duplicate ids in a list', () => {
    expect(duplicateIdProblems('modules', 'id', ['M01', 'M02', 'M01']).map(formatProblem)).toEqual(['modules › id: duplicate id "M01" (2 times)']);
  });
});

describe('quiz answers', () => {
  it('reports adventure answers outside the options and listed twice', () => {
    const body = adventureSample();
    body.quiz5[0] = { ...hintsQuestion(), id: 'q1', type: 'single', options: [t('A', '甲'), t('B', '乙')], answer: [2] };
    body.quiz5[1] = { ...hintsQuestion(), id: 'q2', type: 'multi', options: [t('A', '甲'), t('B', '乙'), t('C', '丙')], answer: [1, 1] };
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M90 › quiz5[0 q1].answer', 'answer index 2 is outside the 2 options');
    expectProblem(problems, 'M90 › quiz5[1 q2].answer', 'answer index 1 is listed twice');
  });

  it('reports classic answers outside the options, listed twice, and options that read the same', () => {
    const body = classicSample();
    const [single, multi] = body.quiz;
    if (single?.type === 'single') single.correctAnswer = 5;
    if (multi?.type === 'multi') {
      multi.correctAnswer = [0, 0, 3];
      multi.options = [t('Same', '一樣'), t('same ', '不同'), t('Other', '一樣')];
    }
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M91 › quiz[0 q1].correctAnswer', 'answer index 5 is outside');
    expectProblem(problems, 'M91 › quiz[1 q2].correctAnswer', 'answer index 3 is outside the 3 options');
    expectProblem(problems, 'M91 › quiz[1 q2].correctAnswer', 'answer index 0 is listed twice');
    expectProblem(problems, 'M91 › quiz[1 q2].options [en]', 'options 0 and 1 read the same');
    expectProblem(problems, 'M91 › quiz[1 q2].options [zh-TW]', 'options 0 and 2 read the same');
  });
});

function hintsQuestion(): { question: Bilingual; hintCycle: [Bilingual, Bilingual, Bilingual]; why: Bilingual } {
  return { question: t('Which one?', '哪一個？'), hintCycle: hints(), why: t('Because it fits.', '因為它最合適。') };
}

describe('sentence frames', () => {
  it('counts blanks of exactly six underscores and reports other runs', () => {
    expect(countBlanks('A ______ and a ______.')).toEqual({ blanks: 2, badRuns: [] });
    expect(countBlanks('A _____ and a _______ and ______.')).toEqual({ blanks: 1, badRuns: [5, 7] });
    expect(countBlanks('No blank.')).toEqual({ blanks: 0, badRuns: [] });
  });

  it('reports a blank count that differs from the accepted groups, per language', () => {
    const body = adventureSample();
    const frame = body.sentenceBuilder.frames[0];
    if (frame) frame.text['zh-TW'] = '______是替錢做的計畫。';
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M90 › sentenceBuilder.frames[0 f-budget].accepts [zh-TW]', '1 blank(s) but 2 accepted group(s)');
    expect(problems.some((line) => line.includes('[en]'))).toBe(false);
  });

  it('reports a run of underscores that is not six long', () => {
    const body = adventureSample();
    const frame = body.sentenceBuilder.frames[1];
    if (frame) frame.text.en = 'I _____ coins in my piggy bank.';
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M90 › sentenceBuilder.frames[1 f-save].text [en]', 'a run of 5 underscores');
    expectProblem(problems, 'M90 › sentenceBuilder.frames[1 f-save].accepts [en]', '0 blank(s) but 1 accepted group(s)');
  });

  it('reports an accepted word missing from the word pool', () => {
    const body = adventureSample();
    const frame = body.sentenceBuilder.frames[0];
    if (frame) frame.accepts['zh-TW'] = [['預算'], ['金錢']];
    expectProblem(check(body, metaFor(body)), 'M90 › sentenceBuilder.frames[0 f-budget].accepts[1] [zh-TW]', 'accepted word "金錢" (blank 2) is not in the word pool');
  });

  it('reports a word pool with fewer words than blanks', () => {
    const body = adventureSample();
    const frame = body.sentenceBuilder.frames[0];
    if (frame) {
      frame.text.en = 'A ______ is a ______ for your ______.';
      frame.wordPool.en = ['budget', 'plan'];
      frame.accepts.en = [['budget'], ['plan'], ['plan']];
    }
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M90 › sentenceBuilder.frames[0 f-budget].wordPool [en]', '2 word(s) for 3 blank(s)');
  });

  it('reports blanks that can only be filled by reusing a word', () => {
    const body = adventureSample();
    const frame = body.sentenceBuilder.frames[0];
    if (frame) {
      frame.wordPool.en = ['budget', 'snack'];
      frame.accepts.en = [['budget'], ['budget']];
    }
    expectProblem(check(body, metaFor(body)), 'M90 › sentenceBuilder.frames[0 f-budget].wordPool [en]', 'cannot all be filled');
  });
});

describe('hints', () => {
  it('reports fewer than three hints on frames and adventure questions', () => {
    const body = adventureSample();
    const broken = structuredClone(body) as unknown as { sentenceBuilder: { frames: { hints: unknown[] }[] }; quiz5: { hintCycle?: unknown }[] };
    const frame = broken.sentenceBuilder.frames[0];
    if (frame) frame.hints = frame.hints.slice(0, 2);
    const question = broken.quiz5[2];
    if (question) delete question.hintCycle;
    const problems = check(broken, metaFor(body));
    expectProblem(problems, 'M90 › sentenceBuilder.frames[0 f-budget].hints', '2 hint(s); 3 are required');
    expectProblem(problems, 'M90 › quiz5[2 q3].hintCycle', '0 hint(s); 3 are required');
  });

  it('reports a classic hint cycle that is present but short', () => {
    const body = classicSample();
    const broken = structuredClone(body) as unknown as { quiz: { hintCycle?: unknown[] }[] };
    const question = broken.quiz[0];
    if (question?.hintCycle) question.hintCycle = question.hintCycle.slice(0, 1);
    expectProblem(check(broken, metaFor(body)), 'M91 › quiz[0 q1].hintCycle', '1 hint(s); 3 are required');
  });
});

describe('bilingual text', () => {
  it('reports missing and empty texts anywhere, with the language', () => {
    const body = adventureSample();
    const broken = structuredClone(body) as unknown as Record<string, unknown>;
    broken.examples = [{ en: 'An saves.', 'zh-TW': '  ' }, { 'zh-TW': '阿哲花錢。' }];
    const problems = bilingualTextProblems('M90', broken).map(formatProblem);
    expectProblem(problems, 'M90 › examples[0] [zh-TW]', 'is empty');
    expectProblem(problems, 'M90 › examples[1] [en]', 'is missing');
  });

  it('reports empty per-language lists and entries', () => {
    const problems = bilingualTextProblems('M90', { pool: { en: ['a', ''], 'zh-TW': [] } }).map(formatProblem);
    expectProblem(problems, 'M90 › pool [en]', 'position 1');
    expectProblem(problems, 'M90 › pool [zh-TW]', 'empty list');
  });

  it('reports Chinese in English text and an untranslated zh-TW copy', () => {
    const problems = bilingualTextProblems('M90', { a: { en: '存錢筒', 'zh-TW': '存錢筒' }, b: { en: 'Piggy bank', 'zh-TW': 'Piggy bank' } }).map(formatProblem);
    expectProblem(problems, 'M90 › a [en]', 'Chinese characters');
    expectProblem(problems, 'M90 › b [zh-TW]', 'copy of the English');
  });
});

describe('reading level', () => {
  it('measures easy and hard English', () => {
    expect(readingGrade('An has a pig. It is pink. She puts a coin in it.')).toBeLessThan(3);
    expect(readingGrade('Sophisticated macroeconomic considerations necessitate comprehensive international regulatory coordination.')).toBeGreaterThan(12);
  });

  it('reports an adventure story above grade 7', () => {
    const body = adventureSample();
    body.storyIntro = [
      t(
        'Notwithstanding considerable economic uncertainty, responsible individuals systematically prioritize accumulating emergency reserves, diversifying investments and evaluating institutional creditworthiness.',
        '小安存錢。',
      ),
    ];
    expectProblem(check(body, metaFor(body)), 'M90 › storyIntro (all English text) [en]', 'reads at US grade', 'the limit is 7');
  });

  it('reports classic scenario text above grade 7', () => {
    const body = classicSample();
    const [scenario] = body.scenarios;
    if (scenario) scenario.context.en = 'Consequently, institutional trustworthiness fundamentally determines organizational collaboration opportunities.';
    expectProblem(check(body, metaFor(body)), 'M91 › scenarios (all English text) [en]', 'reads at US grade');
  });

  it('measures every field group a child reads, not only the story: quiz hints, feedback, why, options, missions', () => {
    const hard = 'Consequently, institutional trustworthiness fundamentally determines organizational collaboration opportunities.';
    const adventure = adventureSample();
    for (const question of adventure.quiz5) question.why = t(hard, '因為信任很重要。');
    expectProblem(check(adventure, metaFor(adventure)), 'M90 › quiz5 (all English text) [en]', 'reads at US grade');
    const classic = classicSample();
    classic.reflection.placeholder.en = hard;
    expectProblem(check(classic, metaFor(classic)), 'M91 › reflection (all English text) [en]', 'reads at US grade');
    const [term] = classic.vocabulary;
    if (term) term.example.en = hard;
    expectProblem(check(classic, metaFor(classic)), 'M91 › vocabulary (all English text) [en]', 'reads at US grade');
  });

  it('collects every English text a child reads, and no ids, settings or accepted answers', () => {
    const groups = new Set(childEnglishTexts(adventureSample()).map((text) => text.group));
    expect([...groups]).toEqual(['storyIntro', 'definitions', 'examples', 'sentenceBuilder', 'quiz5']);
    const classicTexts = childEnglishTexts(classicSample());
    expect(new Set(classicTexts.map((text) => text.group))).toEqual(new Set(['scenarios', 'vocabulary', 'sentenceStems', 'quiz', 'reflection']));
    expect(classicTexts.some((text) => text.path.includes('acceptedAnswers'))).toBe(false);
    expect(childEnglishTexts(adventureSample()).some((text) => text.path.includes('accepts'))).toBe(false);
    expect(classicTexts.every((text) => text.path.at(-1) === 'en')).toBe(true);
  });

  it('splits English into sentences and counts words', () => {
    expect(englishSentences('"Why?" Mei asks. Ms. Chen smiles… Then she says: "Save it!"\nPip claps.')).toEqual([
      '"Why?"',
      'Mei asks.',
      'Ms. Chen smiles…',
      'Then she says: "Save it!"',
      'Pip claps.',
    ]);
    expect(wordCount('An has 1,000 coins: 1,000 + 20 = 1,020 — a lot.')).toBe(9);
    expect(wordCount('A ______ is a plan.')).toBe(5);
    expect(longestSentence('Short one. This one is a little longer.')).toEqual({ sentence: 'This one is a little longer.', words: 6 });
    expect(MAX_SENTENCE_WORDS).toBe(25);
  });

  it('turns a group of options and hints into prose, one sentence each', () => {
    expect(groupProse(['a plan', 'Save it!', 'A ______ is a plan.'])).toBe('A plan. Save it! A blank is a plan.');
  });

  it('reports a sentence over 25 words in any English text, with its field', () => {
    const long = 'When a promise is not kept, the lender can feel worried, can be short of money for a while, and may not want to lend again soon.';
    const adventure = adventureSample();
    const [question] = adventure.quiz5;
    if (question) question.hintCycle[2].en = `The answer is a plan. ${long}`;
    expectProblem(check(adventure, metaFor(adventure)), 'M90 › quiz5[0 q1].hintCycle[2] [en]', 'a sentence of 27 words', 'the limit is 25', '"When a promise');
    const classic = classicSample();
    const [option] = classic.quiz[0]?.type === 'single' ? classic.quiz[0].options : [];
    if (option) option.en = long;
    expectProblem(check(classic, metaFor(classic)), 'M91 › quiz[0 q1].options[0] [en]', 'a sentence of 27 words');
  });

  it('passes a sentence of exactly 25 words', () => {
    const adventure = adventureSample();
    const twentyFive = Array.from({ length: 25 }, () => 'coin').join(' ');
    const [paragraph] = adventure.storyIntro;
    if (paragraph) paragraph.en = `${twentyFive}.`;
    expect(check(adventure, metaFor(adventure)).filter((line) => line.includes('a sentence of'))).toEqual([]);
  });
});

describe('catalogue', () => {
  const island = (key: Island['key'], order: number, written = false): CheckedIsland => ({
    key,
    order,
    path: `/${key}-place`,
    title: t(`${key} Island`, '島嶼'),
    subtitle: t('Sub', '副標'),
    description: t('An island.', '一座島。'),
    topics: [t('Topic', '主題')],
    accent: 'emerald',
    written,
  });
  const category = (id: Category['id'], islandKey: Island['key'], order: number): Category => ({
    id,
    island: islandKey,
    order,
    title: t('Category', '分類'),
    description: t('A category.', '一個分類。'),
    color: 'emerald',
  });

  function input(overrides: Partial<CatalogueInput> = {}): CatalogueInput {
    return {
      islands: [island('seed', 1, true), island('trust', 3)],
      categories: [category('seed-money-basics', 'seed', 1), category('trust-credit-trust', 'trust', 1)],
      modules: [metaFor(adventureSample(), { id: 'M01' }), metaFor(adventureSample(), { id: 'M01', categoryId: 'trust-credit-trust' })],
      badges: BADGES,
      avatars: AVATAR_BASES,
      accessories: ACCESSORIES,
      ...overrides,
    };
  }

  it('reports duplicate, missing and inconsistent catalogue entries', () => {
    const problems = checkCatalogue(input()).map(formatProblem);
    expectProblem(problems, 'islands › (list)', 'island "risk" is missing');
    expectProblem(problems, 'islands › trust.order', 'order is 3; the route puts it at 2');
    expectProblem(problems, 'categories › order', 'duplicate order "1"');
    expectProblem(problems, 'modules › id', 'duplicate module id "M01"');
    expectProblem(problems, 'M01 › categoryId', 'belongs to island "trust"');
    expectProblem(problems, 'modules › order', 'share position seed #1');
  });

  it('reports schema errors in catalogue items by list, item and language', () => {
    const badBadge = { ...BADGES[0], name: { en: 'Starter Explorer', 'zh-TW': '' } };
    const badAccessory = { ...ACCESSORIES[0], id: 'Sprout Cap' };
    const problems = checkCatalogue(input({ badges: [badBadge, ...BADGES.slice(1)], accessories: [badAccessory, ...ACCESSORIES.slice(1)] })).map(formatProblem);
    expectProblem(problems, 'badges › [0 starter-explorer].name [zh-TW]', 'schema');
    expectProblem(problems, 'badges › [0 starter-explorer].name [zh-TW]', 'is empty');
    expectProblem(problems, 'accessories › [0 Sprout Cap].id', 'schema');
  });

  it('reports missing badges and avatars, duplicates, and accessories out of balance', () => {
    const first = ACCESSORIES[0];
    const accessories = first ? [...ACCESSORIES.slice(1), { ...first, id: 'other-cap', island: 'trust' as const }] : ACCESSORIES;
    const problems = checkCatalogue(input({ badges: BADGES.slice(1), avatars: [...AVATAR_BASES, ...AVATAR_BASES.slice(0, 1)], accessories })).map(formatProblem);
    expectProblem(problems, 'badges › (list)', 'badge "starter-explorer" is missing');
    expectProblem(problems, 'avatars › id', 'duplicate avatar id "explorer"');
    expectProblem(problems, 'accessories › island', 'duplicate island "trust"');
    expectProblem(problems, 'accessories › (list)', 'island "seed" is missing');
  });

  it('reports zh-TW catalogue text in Simplified characters', () => {
    const simplified = { ...island('seed', 1), title: t('Seed Island', '种子岛') };
    expectProblem(checkCatalogue(input({ islands: [simplified] })).map(formatProblem), 'islands › [0 seed].title [zh-TW]', 'Simplified');
  });

  it('reports a badge icon that lucide-react does not have', () => {
    const first = BADGES[0];
    const badges = first ? [{ ...first, icon: 'Bridge' }] : [];
    expect(badgeIconProblems(badges, new Set(['Compass'])).map(formatProblem)).toEqual(['badges › starter-explorer.icon: "Bridge" is not a lucide-react icon']);
  });

  it('reports a module of a written island without a body, and a body without an entry', () => {
    const islands = [island('seed', 1, true), island('trust', 2, false)];
    const modules = [
      { id: 'M01', island: 'seed' as const },
      { id: 'M02', island: 'seed' as const },
      { id: 'M11', island: 'trust' as const },
    ];
    const problems: ContentProblem[] = missingBodyProblems(islands, modules, ['M01', 'M99']);
    expect(problems.map(formatProblem)).toEqual([
      'M02 › (body): island "seed" is marked written but this module has no body in module-bodies.ts',
      'M99 › (catalogue): the module has a body but no entry in MODULE_CATALOGUE',
    ]);
  });
});

describe('field labels', () => {
  it('name array items by id and lift the language out of the path', () => {
    const root = { quiz: [{ id: 'q-a', question: { en: 'x', 'zh-TW': 'y' } }] };
    expect(describeField(root, ['quiz', 0, 'question', 'zh-TW'])).toEqual({ field: 'quiz[0 q-a].question', language: 'zh-TW' });
    expect(describeField(root, [])).toEqual({ field: '(root)' });
  });
});

describe('answer positions across an island', () => {
  const options = (): Bilingual[] => [t('A', '甲'), t('B', '乙'), t('C', '丙'), t('D', '丁')];

  /** An adventure lesson whose two single-answer questions (q1, q5) are keyed at the given positions. */
  function adventureKeyed(id: string, keys: [number, number]): AdventureBody {
    const body = adventureSample();
    body.id = id;
    const [first, second] = keys;
    body.quiz5[0] = { ...hintsQuestion(), id: 'q1', type: 'single', options: options(), answer: [first] };
    body.quiz5[4] = { ...hintsQuestion(), id: 'q5', type: 'single', options: options(), answer: [second] };
    return body;
  }

  function classicKeyed(id: string, key: number): ClassicBody {
    const body = classicSample();
    body.id = id;
    const [single] = body.quiz;
    if (single?.type === 'single') {
      single.options = options();
      single.correctAnswer = key;
    }
    return body;
  }

  /** Five adventure lessons on one island: ten keys, `keys[i]` for lesson i. */
  function island(keys: [number, number][], key = 'seed'): PlacedBody[] {
    return keys.map((pair, index) => ({ island: key, body: adventureKeyed(`M8${index}`, pair) }));
  }

  it('states its limits', () => {
    expect(MIN_KEYED_QUESTIONS_PER_ISLAND).toBe(10);
    expect(MAX_KEYED_POSITION_SHARE).toBe(0.4);
    expect(MAX_ANSWERS_FIRST_SHARE).toBe(0.5);
  });

  it('counts the keys of adventure and classic single-answer questions per island and position', () => {
    const placed: PlacedBody[] = [
      { island: 'seed', body: adventureKeyed('M80', [1, 3]) },
      { island: 'trust', body: classicKeyed('M81', 2) },
      { island: 'seed', body: adventureKeyed('M82', [1, 0]) },
    ];
    const distribution = answerPositionDistribution(placed);
    expect(distribution.map((entry) => [entry.island, entry.modules, entry.keyedAt, entry.keyed.length])).toEqual([
      ['seed', ['M80', 'M82'], [1, 2, 0, 1], 4],
      ['trust', ['M81'], [0, 0, 1], 1],
    ]);
    // Multi and bool questions have no single key; a classic lesson has no frames.
    expect(distribution[1]).toMatchObject({ frames: 0, answersFirst: { en: [], 'zh-TW': [] } });
    expect(distribution[0]?.frames).toBe(4);
  });

  it('reports an island where one position holds more than 40 % of the keys', () => {
    const problems = keyedPositionProblems(island([[1, 1], [1, 0], [1, 2], [1, 3], [1, 0]])).map(formatProblem);
    expect(problems).toHaveLength(1);
    expectProblem(problems, 'island seed › single-answer keys', '6 of 10 keys (60 %) are option 2', 'the limit is 40 %', 'M80 q1, M80 q5, M81 q1');
  });

  it('passes an island at exactly 40 %, and does not judge an island with fewer than 10 keys', () => {
    expect(keyedPositionProblems(island([[1, 1], [1, 0], [1, 2], [0, 3], [2, 3]]))).toEqual([]);
    const nine = [...island([[1, 1], [1, 1], [1, 1], [1, 1]]), { island: 'seed', body: classicKeyed('M89', 1) }];
    expect(answerPositionDistribution(nine)[0]?.keyed).toHaveLength(9);
    expect(keyedPositionProblems(nine)).toEqual([]);
  });

  it('counts fixedOrder questions too, since they are shown in their authored order', () => {
    const placed = island([[0, 1], [2, 3], [0, 1], [2, 3], [0, 1]]);
    expect(keyedPositionProblems(placed)).toEqual([]);
    const fixed = adventureKeyed('M85', [0, 0]);
    const [q1] = fixed.quiz5;
    if (q1?.type === 'single') q1.fixedOrder = true;
    const problems = keyedPositionProblems([...placed, { island: 'seed', body: fixed }]).map(formatProblem);
    expectProblem(problems, 'island seed', '5 of 12 keys (42 %) are option 1', 'M85 q1');
  });

  it('judges each island on its own', () => {
    const placed = [...island([[0, 1], [2, 3], [0, 1], [2, 3], [0, 1]], 'seed'), ...island([[3, 3], [3, 3], [3, 3], [3, 3], [0, 1]], 'risk')];
    const problems = keyedPositionProblems(placed).map(formatProblem);
    expect(problems).toHaveLength(1);
    expectProblem(problems, 'island risk › single-answer keys: 8 of 10 keys (80 %) are option 4');
  });

  it('sees a pool that starts with its accepted words, in any blank order and with alternatives', () => {
    const [frame] = adventureSample().sentenceBuilder.frames;
    if (!frame) throw new Error('the sample has frames');
    expect(listsAnswersFirst(frame, 'en')).toBe(true);
    frame.wordPool.en = ['money', 'budget', 'snack'];
    expect(listsAnswersFirst(frame, 'en')).toBe(true);
    frame.wordPool.en = ['money', 'snack', 'budget'];
    expect(listsAnswersFirst(frame, 'en')).toBe(false);
    frame.wordPool.en = ['snack', 'budget', 'money'];
    expect(listsAnswersFirst(frame, 'en')).toBe(false);
    frame.accepts.en = [['budget', 'plan'], ['money']];
    frame.wordPool.en = ['plan', 'money', 'snack', 'budget'];
    expect(listsAnswersFirst(frame, 'en')).toBe(true);
    expect(listsAnswersFirst(frame, 'zh-TW')).toBe(true);
  });

  it('reports an island where more than half of the word pools list their answers first, per language', () => {
    // Both sample frames list their answers first in both languages.
    const body = adventureSample();
    const problems = answersFirstProblems([{ island: 'seed', body }]).map(formatProblem);
    expectProblem(problems, 'island seed › sentenceBuilder word pools [en]', '2 of 2 frames (100 %) list their accepted words first', 'the limit is 50 %', 'M90 f-budget, M90 f-save');
    expectProblem(problems, 'island seed › sentenceBuilder word pools [zh-TW]', '2 of 2 frames');

    // Half is allowed: mix one English pool, and both Chinese pools.
    const [budget, save] = body.sentenceBuilder.frames;
    if (!budget || !save) throw new Error('the sample has two frames');
    budget.wordPool.en = ['snack', 'money', 'budget'];
    budget.wordPool['zh-TW'] = ['零食', '錢', '預算'];
    save.wordPool['zh-TW'] = ['花', '存'];
    expect(answersFirstProblems([{ island: 'seed', body }])).toEqual([]);

    // One language at a time: the English pools start with their answers again.
    budget.wordPool.en = ['budget', 'money', 'snack'];
    const english = answersFirstProblems([{ island: 'seed', body }]).map(formatProblem);
    expect(english).toHaveLength(1);
    expectProblem(english, 'island seed › sentenceBuilder word pools [en]', '2 of 2 frames');
    expect(answersFirstProblems([{ island: 'trust', body: classicSample() }])).toEqual([]);
  });

  it('puts the distribution into a table', () => {
    const placed: PlacedBody[] = [
      { island: 'seed', body: adventureKeyed('M80', [1, 3]) },
      { island: 'trust', body: classicKeyed('M81', 2) },
    ];
    expect(formatAnswerPositions(answerPositionDistribution(placed)).split('\n')).toEqual([
      '| island | modules | single-answer | key at 1 | key at 2 | key at 3 | key at 4 | fixedOrder | answers first (en) | answers first (zh-TW) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      '| seed | 1 | 2 | 0 | 1 | 0 | 1 | 0 | 2/2 | 2/2 |',
      '| trust | 1 | 1 | 0 | 0 | 1 | 0 | 0 | – | – |',
    ]);
  });
});
