import { describe, expect, it } from 'vitest';
import { createGroupRequestSchema, csvField, gridRow, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, newJoinCode, normalizeJoinCode, tallyFirstTries, updateGroupRequestSchema } from './groups';

describe('join codes', () => {
  it('use no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B']) expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('are 6 characters of the alphabet, and skip bytes that would favour some characters', () => {
    const bytes = [255, 250, 0, 1, 24, 25, 200, 49];
    let next = 0;
    const code = newJoinCode(() => bytes[next++ % bytes.length]!);
    expect(code).toHaveLength(JOIN_CODE_LENGTH);
    // 255 and 250 are at or above 250 (= 10 × 25) and are skipped; 0 → A, 1 → C, 24 → 9, 25 → A (wraps).
    expect(code).toBe('AC9AA9');
  });

  it('spread over the whole alphabet', () => {
    let byte = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) for (const character of newJoinCode(() => (byte = (byte + 7) % 256))) seen.add(character);
    expect(seen.size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('are read the way a child types them: any case, spaces and dashes ignored; anything else is not a code', () => {
    expect(normalizeJoinCode('ac3-d4f')).toBe('AC3D4F');
    expect(normalizeJoinCode(' AC3 D4F ')).toBe('AC3D4F');
    expect(normalizeJoinCode('AC3D4')).toBeNull();
    expect(normalizeJoinCode('AC3D4FG')).toBeNull();
    expect(normalizeJoinCode('AC3D4O')).toBeNull();
    expect(normalizeJoinCode('甲乙丙丁戊己')).toBeNull();
  });
});

describe('group requests', () => {
  it('trim a name, and refuse a blank, a long one, control characters and an unknown kind', () => {
    expect(createGroupRequestSchema.parse({ name: '  Class 4B ', kind: 'class' })).toEqual({ name: 'Class 4B', kind: 'class' });
    expect(createGroupRequestSchema.safeParse({ name: '   ', kind: 'class' }).success).toBe(false);
    expect(createGroupRequestSchema.safeParse({ name: 'x'.repeat(41), kind: 'class' }).success).toBe(false);
    expect(createGroupRequestSchema.safeParse({ name: 'Class\u0007', kind: 'class' }).success).toBe(false);
    expect(createGroupRequestSchema.safeParse({ name: 'Club', kind: 'club' }).success).toBe(false);
  });

  it('an update names what changes', () => {
    expect(updateGroupRequestSchema.safeParse({}).success).toBe(false);
    expect(updateGroupRequestSchema.safeParse({ joinCode: 'renew' }).success).toBe(true);
    expect(updateGroupRequestSchema.safeParse({ joinCode: 'ABCDEF' }).success).toBe(false);
  });
});

describe('a child’s grid row', () => {
  const islands = [
    { key: 'seed' as const, moduleIds: ['M01', 'M02', 'M03', 'M04'] },
    { key: 'trust' as const, moduleIds: ['M11', 'M12'] },
  ];
  const facts = { id: 'kid', nickname: 'Amy', completedModules: ['M01', 'M02', 'M11', 'M11'], currentStreak: 3, longestStreak: 5, gems: 40, joinedAt: '2026-11-01T00:00:00.000Z' };

  it('gives each island’s percent, the lessons finished and the streak as the child sees it today', () => {
    const row = gridRow({ ...facts, lastStudyDate: '2026-11-26', today: '2026-11-27' }, islands);
    expect(row.islands).toEqual([
      { island: 'seed', completed: 2, total: 4, percent: 50 },
      { island: 'trust', completed: 1, total: 2, percent: 50 },
    ]);
    expect(row.completedLessons).toBe(3);
    expect(row.streak).toBe(3);
    expect(row.lastActive).toBe('2026-11-26');
  });

  it('shows a lapsed streak as 0', () => {
    expect(gridRow({ ...facts, lastStudyDate: '2026-11-20', today: '2026-11-27' }, islands).streak).toBe(0);
  });
});

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks, and make a spreadsheet formula inert', () => {
    expect(csvField('Amy')).toBe('Amy');
    expect(csvField(42)).toBe('42');
    expect(csvField('Lin, Amy')).toBe('"Lin, Amy"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
  });
});

describe('what a group missed the first time', () => {
  it('counts each child’s first attempt per question and per lesson, most missed first', () => {
    const wrongOn = (ids: string[]) => ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, correct: !ids.includes(questionId) }));
    const tally = tallyFirstTries([
      { userId: 'amy', moduleId: 'M01', perQuestion: wrongOn(['q2']) },
      { userId: 'ben', moduleId: 'M01', perQuestion: wrongOn(['q2', 'q3']) },
      { userId: 'cleo', moduleId: 'M01', perQuestion: wrongOn([]) },
      { userId: 'amy', moduleId: 'M02', perQuestion: wrongOn(['q1']) },
      { userId: 'amy', moduleId: 'M03', perQuestion: wrongOn([]) },
    ]);
    expect(tally.questions).toEqual([
      { moduleId: 'M01', questionId: 'q2', missed: 2, tried: 3 },
      { moduleId: 'M02', questionId: 'q1', missed: 1, tried: 1 },
      { moduleId: 'M01', questionId: 'q3', missed: 1, tried: 3 },
    ]);
    // A lesson nobody missed anything in is not listed.
    expect(tally.lessons).toEqual([
      { moduleId: 'M01', missed: 3, tried: 9, children: 3 },
      { moduleId: 'M02', missed: 1, tried: 3, children: 1 },
    ]);
  });
});
