/**
 * No position gives the answer away: over every written question and sentence frame, the position a learner
 * sees the answer in is spread evenly across learners, and each learner keeps their own order.
 *
 * The statistics: for an item with n choices, the answer's displayed position over LEARNERS learners is a
 * multinomial count; under a fair shuffle each position's share has mean 1/n and standard deviation
 * σ = √((1/n)(1 − 1/n) / LEARNERS). We allow SIGMAS = 6 standard deviations (at 4,000 learners and 4 options:
 * ±4.1 percentage points around 25 %). A fair shuffle leaves that band with probability about 2·10⁻⁹ per
 * position, under 10⁻⁵ over every position tested here; and the learner ids are fixed, so the figures are the
 * same on every run. An order that favoured one place by a few points would fail.
 */
import { describe, expect, it } from 'vitest';
import { displayKey, displayOrder } from '../domain/display-order';
import { loadModuleBody, WRITTEN_MODULE_IDS } from './module-bodies';
import type { ModuleBody } from './schema/module-body';

const LEARNERS = 4000;
const SIGMAS = 6;
const learnerSeeds = Array.from({ length: LEARNERS }, (_, index) => `learner:fairness-${index}`);

/** Items to test: a key, the number of choices, and the authored indexes that are answers. */
type Item = { label: string; moduleId: string; itemId: string; count: number; answers: number[]; fixed: boolean };

function itemsOf(body: ModuleBody): Item[] {
  const items: Item[] = [];
  if (body.format === 'adventure') {
    for (const question of body.quiz5) {
      if (question.type === 'bool') continue;
      items.push({ label: `${body.id} ${question.id}`, moduleId: body.id, itemId: question.id, count: question.options.length, answers: question.answer, fixed: question.fixedOrder === true });
    }
    for (const frame of body.sentenceBuilder.frames) {
      for (const language of ['en', 'zh-TW'] as const) {
        const pool = frame.wordPool[language];
        const answers = frame.accepts[language].map((accepted) => pool.findIndex((word) => accepted.includes(word))).filter((index) => index >= 0);
        items.push({ label: `${body.id} ${frame.id} [${language}]`, moduleId: body.id, itemId: `${frame.id}:${language}`, count: pool.length, answers, fixed: false });
      }
    }
  } else {
    for (const question of body.quiz) {
      if (question.type !== 'single' && question.type !== 'multi') continue;
      const answers = question.type === 'single' ? [question.correctAnswer] : question.correctAnswer;
      items.push({ label: `${body.id} ${question.id}`, moduleId: body.id, itemId: question.id, count: question.options.length, answers, fixed: question.fixedOrder === true });
    }
  }
  return items;
}

const bodies = await Promise.all(WRITTEN_MODULE_IDS.map((id) => loadModuleBody(id)));
const items = bodies.flatMap((body) => (body ? itemsOf(body) : []));

describe('the order options and words are shown in', () => {
  it('covers every written lesson: its questions with options and its sentence frames', () => {
    expect(bodies.every(Boolean)).toBe(true);
    expect(items.filter((item) => !item.itemId.includes(':')).length).toBeGreaterThanOrEqual(60);
    expect(items.filter((item) => item.itemId.includes(':')).length).toBeGreaterThanOrEqual(100);
  });

  it(`puts each answer in every position about 1/n of the time across ${LEARNERS} learners (within ${SIGMAS} σ)`, () => {
    const outside: string[] = [];
    let worst = 0;
    for (const item of items.filter((candidate) => !candidate.fixed)) {
      const share = 1 / item.count;
      const bound = SIGMAS * Math.sqrt((share * (1 - share)) / LEARNERS);
      for (const answer of item.answers) {
        const counts = new Array<number>(item.count).fill(0);
        for (const seed of learnerSeeds) {
          const position = displayOrder(item.count, displayKey(seed, item.moduleId, item.itemId)).indexOf(answer);
          counts[position] = (counts[position] ?? 0) + 1;
        }
        for (const [position, count] of counts.entries()) {
          const deviation = Math.abs(count / LEARNERS - share);
          worst = Math.max(worst, deviation / bound);
          if (deviation > bound) outside.push(`${item.label}: answer ${answer} at position ${position + 1} for ${((100 * count) / LEARNERS).toFixed(1)} % of learners (fair: ${(100 * share).toFixed(1)} ± ${(100 * bound).toFixed(1)})`);
        }
      }
    }
    console.info(`[display order] largest deviation: ${(worst * SIGMAS).toFixed(2)} σ of the ${SIGMAS} σ allowed`);
    expect(outside).toEqual([]);
  });

  it('is the same for the same learner every time (a re-render, a reload, a retry), and differs between learners', () => {
    for (const item of items) {
      const key = displayKey('learner:same-child', item.moduleId, item.itemId);
      expect(displayOrder(item.count, key, item.fixed), item.label).toEqual(displayOrder(item.count, key, item.fixed));
      const orders = new Set(learnerSeeds.slice(0, 50).map((seed) => displayOrder(item.count, displayKey(seed, item.moduleId, item.itemId), item.fixed).join()));
      if (item.fixed) expect(orders.size, item.label).toBe(1);
      else expect(orders.size, item.label).toBeGreaterThan(1);
    }
  });

  it('keeps the authored order of options marked fixedOrder', () => {
    for (const item of items.filter((candidate) => candidate.fixed)) {
      expect(displayOrder(item.count, displayKey('learner:any', item.moduleId, item.itemId), true)).toEqual([...Array(item.count).keys()]);
    }
  });
});
