import { describe, expect, it } from 'vitest';
import { averageScore, emptyProgress, islandProgress, overallProgress, progressStateSchema, recentActivity } from './progress';

describe('emptyProgress', () => {
  it('starts with nothing done', () => {
    expect(emptyProgress()).toEqual({
      completedModules: [],
      moduleScores: {},
      completions: [],
      currentStreak: 0,
      longestStreak: 0,
      lastStudyDate: null,
      perfectScores: 0,
      vocabMastered: [],
      reflectionKeys: [],
      reflectionCount: 0,
      earnedBadges: [],
      gems: 0,
    });
  });

  it('parses a stored record that lacks newer fields, and refuses bad values', () => {
    expect(progressStateSchema.parse({ completedModules: ['M01'], moduleScores: { M01: 80 } }).gems).toBe(0);
    expect(progressStateSchema.safeParse({ moduleScores: { M01: 101 } }).success).toBe(false);
    expect(progressStateSchema.safeParse({ completedModules: ['module-1'] }).success).toBe(false);
    expect(progressStateSchema.safeParse({ earnedBadges: ['made-up'] }).success).toBe(false);
    expect(progressStateSchema.safeParse({ lastStudyDate: '2024-13-01' }).success).toBe(false);
  });
});

describe('overallProgress', () => {
  it('is the rounded percent of modules completed', () => {
    expect(overallProgress(0, 136)).toBe(0);
    expect(overallProgress(1, 136)).toBe(1);
    expect(overallProgress(68, 136)).toBe(50);
    expect(overallProgress(136, 136)).toBe(100);
    expect(overallProgress(3, 0)).toBe(0);
  });
});

describe('averageScore', () => {
  it('averages the scores of completed modules, rounded', () => {
    expect(averageScore({ M01: 100, M02: 65, M03: 60 }, ['M01', 'M02', 'M03'])).toBe(75);
    expect(averageScore({ M01: 80, M02: 85 }, ['M01', 'M02'])).toBe(83);
  });

  it('is 0 with nothing completed and counts a completed module without a score as 0', () => {
    expect(averageScore({}, [])).toBe(0);
    expect(averageScore({ M01: 90 }, ['M01', 'M02'])).toBe(45);
  });

  it('ignores scores of modules not in the completed list and duplicate ids', () => {
    expect(averageScore({ M01: 90, M09: 10 }, ['M01', 'M01'])).toBe(90);
  });
});

describe('islandProgress', () => {
  it('counts the island modules completed', () => {
    expect(islandProgress(['M01', 'M02', 'M40'], ['M01', 'M02', 'M03', 'M04'])).toEqual({ completed: 2, total: 4, percent: 50 });
    expect(islandProgress(['M01'], [])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe('recentActivity', () => {
  it('lists the last completed modules, newest first, each once, with the best score', () => {
    const entry = (moduleId: string, at: string, score: number) => ({
      moduleId,
      at,
      localHour: 10,
      localDate: at.slice(0, 10),
      island: 'seed' as const,
      score,
      firstCompletion: true,
    });
    const state = {
      ...emptyProgress(),
      completedModules: ['M01', 'M02', 'M03'],
      moduleScores: { M01: 100, M02: 70, M03: 90 },
      completions: [entry('M01', '2024-05-01T10:00:00.000Z', 60), entry('M02', '2024-05-02T10:00:00.000Z', 70), entry('M01', '2024-05-03T10:00:00.000Z', 100)],
    };
    expect(recentActivity(state)).toEqual([
      { moduleId: 'M01', score: 100, at: '2024-05-03T10:00:00.000Z' },
      { moduleId: 'M02', score: 70, at: '2024-05-02T10:00:00.000Z' },
      { moduleId: 'M03', score: 90, at: null },
    ]);
    expect(recentActivity(state, 1)).toHaveLength(1);
  });
});
