import { ISLAND_TOPIC_COUNTS } from './topic-counts';
/**
 * The content check (runs in `npm test`): every catalogue list and every written module body
 * against the content rules (content-rules.ts). Each module is its own test case, and a failure
 * lists every problem with its module, field and language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESSORIES } from './accessories';
import { AVATAR_BASES } from './avatars';
import { BADGES } from './badges';
import { CATEGORIES } from './categories';
import {
  answerPositionDistribution,
  answersFirstProblems,
  badgeIconProblems,
  checkCatalogue,
  checkModuleBody,
  factsCommentProblems,
  textArithmeticProblems,
  topCommentText,
  formatAnswerPositions,
  formatProblem,
  formatQuizFigures,
  keyedPositionProblems,
  longestOptionProblems,
  shortestOptionProblems,
  MAX_SHORTEST_KEYED_SHARE,
  MAX_ANSWERS_FIRST_SHARE,
  MAX_KEYED_POSITION_SHARE,
  MAX_LONGEST_KEYED_SHARE,
  MAX_TRUE_SHARE,
  MIN_BOOL_QUESTIONS,
  MIN_KEYED_QUESTIONS_PER_ISLAND,
  MIN_PHRASE_QUESTIONS,
  MIN_TRUE_SHARE,
  missingBodyProblems,
  quizFigures,
  trueFalseBalanceProblems,
} from './content-rules';
import type { ContentProblem, PlacedBody } from './content-rules';
import { ISLAND_DESCRIPTIONS } from './island-descriptions';
import { ISLANDS } from './islands';
import { InvalidModuleBodyError, loadModuleBody, loadRawModuleBody, WRITTEN_MODULE_IDS } from './module-bodies';
import { MODULE_CATALOGUE } from './module-catalogue';

const TOPIC_COUNTS = ISLAND_TOPIC_COUNTS;

/** Readable failure output: one line per problem. */
function lines(problems: readonly ContentProblem[]): string[] {
  return problems.map(formatProblem);
}

describe('catalogue', () => {
  it('islands, categories, the module index, badges, avatars and accessories follow the rules', () => {
    const problems = checkCatalogue({
      islands: ISLANDS.map((island) => ({ ...island, description: ISLAND_DESCRIPTIONS[island.key] })),
      categories: CATEGORIES,
      modules: MODULE_CATALOGUE,
      badges: BADGES,
      avatars: AVATAR_BASES,
      accessories: ACCESSORIES,
    });
    expect(lines(problems)).toEqual([]);
  });

  it('every island has the topic count of spec.md', () => {
    const wrong = ISLANDS.filter((island) => island.topics.length !== TOPIC_COUNTS[island.key]).map(
      (island) => `islands › ${island.key}.topics: ${island.topics.length} topics, spec.md says ${TOPIC_COUNTS[island.key] ?? '?'}`,
    );
    expect(wrong).toEqual([]);
  });

  it('every badge icon is a real lucide-react icon', async () => {
    const lucide: Record<string, unknown> = await import('lucide-react');
    expect(lines(badgeIconProblems(BADGES, new Set(Object.keys(lucide))))).toEqual([]);
  });

  it('every module of a written island has a body, and every body a catalogue entry', () => {
    expect(lines(missingBodyProblems(ISLANDS, MODULE_CATALOGUE, WRITTEN_MODULE_IDS))).toEqual([]);
  });

  it('loadModuleBody gives undefined for an unknown id or a module without a body', async () => {
    await expect(loadModuleBody('M999')).resolves.toBeUndefined();
    await expect(loadModuleBody('toString')).resolves.toBeUndefined();
    const unwritten = MODULE_CATALOGUE.find((entry) => !WRITTEN_MODULE_IDS.includes(entry.id));
    if (unwritten) await expect(loadModuleBody(unwritten.id)).resolves.toBeUndefined();
  });
});

/** The source text of every lesson file, by file name ("./modules/m11.ts"), for the rules that read the file's top comment. */
const LESSON_SOURCES = import.meta.glob<string>('./modules/m*.ts', { query: '?raw', import: 'default', eager: true });

describe.each(WRITTEN_MODULE_IDS.map((id) => [id]))('module %s', (moduleId) => {
  it('starts with its comment: the learning outcome, the numbers (recomputed) and the Facts list (guide §2, §3a, §4)', async () => {
    const source = LESSON_SOURCES[`./modules/${moduleId.toLowerCase()}.ts`];
    expect(source, `src/content/modules/${moduleId.toLowerCase()}.ts`).toBeTypeOf('string');
    const body = await loadModuleBody(moduleId).catch(() => undefined);
    if (source === undefined || body === undefined) return; // the schema case reports a malformed body
    const comment = topCommentText(source) ?? '';
    expect(lines([...factsCommentProblems(moduleId, source, body), ...textArithmeticProblems(moduleId, 'top comment', comment)])).toEqual([]);
  });

  it('follows the content rules', async () => {
    const raw = await loadRawModuleBody(moduleId);
    const meta = MODULE_CATALOGUE.find((entry) => entry.id === moduleId);
    const problems = checkModuleBody(moduleId, raw, meta);
    expect(lines(problems)).toEqual([]);
    // The lazy loader hands the same body out, validated.
    await expect(loadModuleBody(moduleId)).resolves.toMatchObject({ id: moduleId });
  });
});

/** Every written body that passes the schema, with its catalogue island (the module cases report the others). */
async function placedBodies(): Promise<PlacedBody[]> {
  const placed: PlacedBody[] = [];
  for (const moduleId of WRITTEN_MODULE_IDS) {
    const island = MODULE_CATALOGUE.find((entry) => entry.id === moduleId)?.island;
    const body = await loadModuleBody(moduleId).catch((error: unknown) => {
      if (error instanceof InvalidModuleBodyError) return undefined;
      throw error;
    });
    if (island && body) placed.push({ island, body });
  }
  return placed;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

// Whole islands, not single lessons: one lesson has too few questions to show a habit of putting answers in one place.
describe('answer positions, island by island', () => {
  let placed: PlacedBody[] = [];
  beforeAll(async () => {
    placed = await placedBodies();
    console.info(`Answer positions by island (authored order):\n${formatAnswerPositions(answerPositionDistribution(placed))}`);
  });

  it(`no option position holds more than ${percent(MAX_KEYED_POSITION_SHARE)} of an island's single-answer keys (islands with at least ${MIN_KEYED_QUESTIONS_PER_ISLAND})`, () => {
    expect(placed).toHaveLength(WRITTEN_MODULE_IDS.length);
    expect(lines(keyedPositionProblems(placed))).toEqual([]);
  });

  it(`no more than ${percent(MAX_ANSWERS_FIRST_SHARE)} of an island's word pools list their accepted words first, in either language`, () => {
    expect(lines(answersFirstProblems(placed))).toEqual([]);
  });
});

// Quiz tells (guide §8), judged per island and over all islands together.
describe('quiz tells, island by island and over all islands', () => {
  let placed: PlacedBody[] = [];
  beforeAll(async () => {
    placed = await placedBodies();
    console.info(`Quiz tells by island:\n${formatQuizFigures(quizFigures(placed))}`);
  });

  it(`the right answer is the longest option in no more than ${percent(MAX_LONGEST_KEYED_SHARE)} of the single-answer questions with phrase options (with at least ${MIN_PHRASE_QUESTIONS})`, () => {
    expect(placed).toHaveLength(WRITTEN_MODULE_IDS.length);
    expect(lines(longestOptionProblems(placed))).toEqual([]);
  });

  it(`the right answer is the shortest option in no more than ${percent(MAX_SHORTEST_KEYED_SHARE)} of the single-answer questions with phrase options (with at least ${MIN_PHRASE_QUESTIONS})`, () => {
    expect(lines(shortestOptionProblems(placed))).toEqual([]);
  });

  it(`between ${percent(MIN_TRUE_SHARE)} and ${percent(MAX_TRUE_SHARE)} of the true/false statements are true (with at least ${MIN_BOOL_QUESTIONS})`, () => {
    expect(lines(trueFalseBalanceProblems(placed))).toEqual([]);
  });
});
