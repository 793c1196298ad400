/** The content report prints the check's figures per island and over all islands. */
import { describe, expect, it } from 'vitest';
import { adventureSample, classicSample, t } from '../src/content/testing/module-samples';
import { formatContentReport } from './content-report';
import type { Lesson } from './content-report';

const COMMENT = `/**
 * Learning outcome (Grade 4, Saving): explain why people save.
 * Numbers: 50 − 30 = 20.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide
 */
const body = {};
`;

describe('the content report', () => {
  it('prints the quiz figures, the longest sentence and the findings, island by island and overall', () => {
    const classic = classicSample();
    classic.quiz[2] = { id: 'q3', type: 'bool', question: t('You must always pay back at once.', '一定要馬上還錢。'), correctAnswer: false, feedback: t('A plan is fine.', '有計畫就好。') };
    classic.vocabulary[0]!.example = t('Jay gets 150 coins of allowance every week. He taps his EasyCard.', '阿哲每個星期有 NT$150 的零用錢。他刷悠遊卡。');
    const lessons: Lesson[] = [
      { island: 'seed', body: adventureSample(), source: COMMENT },
      { island: 'trust', body: classic, source: 'const body = {};\n' },
    ];
    const report = formatContentReport(lessons);
    expect(report).toContain('| seed | 1 | 1 | 1 | 100 % | 0 | 0 % | 2 | 1 | 50 % | 0 |');
    expect(report).toContain('| trust | 1 | 1 | 1 | 100 % | 1 | 100 % | 1 | 0 | 0 % | 1 |');
    expect(report).toContain('| all islands | 2 |');
    expect(report).toContain('False statements with an absolute word: M91 q3 (always, must, 一定)');
    expect(report).toMatch(/\| trust \| \d+ words \(M91 [^)]+\) \| 0 \|/);
    expect(report).toContain('Lessons whose top comment misses its outcome, Numbers or Facts (or a Facts entry they need): M91');
    expect(report).toContain("### Cast-sheet findings: 2");
    expect(report).toContain("M91 › vocabulary[0 v-trust].example [en]: Jay's allowance is 150 here");
    expect(report).toContain('### Brand names: 2');
    expect(report).toContain('### Wrong calculations: 0');
  });
});
