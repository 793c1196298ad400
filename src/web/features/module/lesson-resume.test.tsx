import { graded, label, outcomeFor, renderPage } from './adventure/test-utils';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getModuleMeta } from '../../../content/catalogue-queries';
import m01 from '../../../content/modules/m01';
import { lessonFingerprint, type AdventurePosition } from '../../../domain/lesson-position';
import { clearDevicePosition, positionStorageKey, readDevicePosition, writeDevicePosition } from '../../lib/lesson-position';
import { AdventureQuest } from './adventure/adventure-quest';
import { chooseOpeningPosition } from './lesson-resume';

const mocks = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
vi.mock('../../lib/progress', () => ({
  useSubmitQuiz: () => ({ mutateAsync: mocks.mutateAsync, isPending: false }),
  useProgress: () => ({ progress: { signedIn: false, completedModules: [], moduleScores: {}, view: null }, isLoading: false }),
  useVocabMastery: () => ({ mutate: vi.fn(), isPending: false }),
  useQueuedVocabMarks: () => new Map(),
  useQueuedReflection: () => null,
}));
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: null, isLoading: false, error: null }) }));

const meta = getModuleMeta('M01')!;
const firstFrame = m01.sentenceBuilder.frames[0]!;
const firstWord = firstFrame.accepts.en[0]![0]!;

function atSentence(updatedAt = '2026-11-27T10:00:00.000Z'): AdventurePosition {
  return {
    version: 1,
    format: 'adventure',
    fingerprint: lessonFingerprint(m01),
    step: 'sentence',
    done: ['story', 'definitions', 'examples'],
    choices: { sentence: { frameIndex: 0, finished: false, language: 'en', chosen: [firstWord] } },
    updatedAt,
  };
}

afterEach(() => {
  localStorage.clear();
  mocks.mutateAsync.mockReset();
});

describe('the device copy', () => {
  it('keeps one entry per lesson for each learner, and drops what is damaged without throwing', () => {
    writeDevicePosition('learner-1', 'M01', { position: atSentence(), synced: false });
    writeDevicePosition('guest', 'M02', { position: atSentence(), synced: true });
    expect(readDevicePosition('learner-1', 'M01')).toEqual({ position: atSentence(), synced: false });
    expect(readDevicePosition('learner-1', 'M02')).toBeNull();
    expect(readDevicePosition('guest', 'M02')?.synced).toBe(true);
    clearDevicePosition('learner-1', 'M01');
    expect(localStorage.getItem(positionStorageKey('learner-1'))).toBeNull();

    localStorage.setItem(positionStorageKey('learner-2'), '{not json');
    expect(readDevicePosition('learner-2', 'M01')).toBeNull();
    localStorage.setItem(positionStorageKey('learner-2'), JSON.stringify({ version: 1, modules: { M01: { synced: 'yes' }, M02: { position: 1, synced: false } } }));
    expect(readDevicePosition('learner-2', 'M01')).toBeNull();
    expect(readDevicePosition('learner-2', 'M02')).toEqual({ position: 1, synced: false });
  });
});

describe('choosing where a lesson opens', () => {
  const older = atSentence('2026-11-27T09:00:00.000Z');
  const newer = { ...atSentence('2026-11-27T11:00:00.000Z'), step: 'quiz' as const };

  it('takes the newer of the device and the server', () => {
    expect(chooseOpeningPosition({ position: older, synced: false }, { reached: true, position: newer, empty: false })).toBe(newer);
    expect(chooseOpeningPosition({ position: newer, synced: false }, { reached: true, position: older, empty: false })).toBe(newer);
  });

  it('uses the device copy offline, and one the server never got', () => {
    expect(chooseOpeningPosition({ position: older, synced: true }, { reached: false })).toBe(older);
    expect(chooseOpeningPosition({ position: older, synced: false }, { reached: true, position: null, empty: true })).toBe(older);
  });

  it('drops a device copy the server had and no longer has: finished or started again on another device', () => {
    expect(chooseOpeningPosition({ position: older, synced: true }, { reached: true, position: null, empty: true })).toBeNull();
  });
});

describe('an adventure lesson opened at its kept position', () => {
  it('opens at the sentence challenge with the tile still placed and the earlier steps done, and reports each move', async () => {
    const onPlace = vi.fn();
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} resume={{ initial: atSentence(), onPlace, onSubmitted: vi.fn() }} />);
    expect(screen.getByRole('heading', { level: 2, name: label('sentenceHeading') })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: label('storyHeading'), hidden: true })).not.toBeVisible();
    expect(screen.getByRole('progressbar', { name: label('progressLabel') })).toHaveAttribute('aria-valuenow', '3');
    // The placed tile sits in the first blank, and the word is used up in the pool.
    const placed = `${firstWord} ${label('blankFilled', { n: 1 })}`;
    expect(screen.getByRole('button', { name: placed })).toBeVisible();
    const pool = screen.getByRole('group', { name: label('wordPool') });
    expect(within(pool).getByRole('button', { name: `${firstWord} ${label('wordUsed')}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: placed }));
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ step: 'sentence', done: ['story', 'definitions', 'examples'], choices: expect.objectContaining({ sentence: expect.objectContaining({ chosen: [] }) }) }));
  });

  it('says the lesson is submitted once the quiz is sent, so its position is cleared', async () => {
    const onSubmitted = vi.fn();
    const quizPosition: AdventurePosition = {
      ...atSentence(),
      step: 'quiz',
      done: ['story', 'definitions', 'examples', 'sentence'],
      choices: { quiz: { index: 4, attempts: Object.fromEntries(m01.quiz5.slice(0, 4).map((q) => [q.id, [q.type === 'bool' ? q.answer : q.answer]])), selection: null, explaining: false } },
    };
    mocks.mutateAsync.mockResolvedValue(graded(outcomeFor([true, true, true, true, true])));
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} resume={{ initial: quizPosition, onPlace: vi.fn(), onSubmitted }} />);
    expect(screen.getByRole('heading', { name: label('questionOf', { n: 5, total: 5 }) })).toBeVisible();
    const last = m01.quiz5[4]!;
    if (last.type === 'bool') await user.click(screen.getByRole('radio', { name: last.answer ? label('answerTrue') : label('answerFalse') }));
    else for (const index of last.answer) await user.click(screen.getByRole(last.type === 'single' ? 'radio' : 'checkbox', { name: last.options[index]!.en }));
    await user.click(screen.getByRole('button', { name: label('finishQuiz') }));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    // Every attempt kept from before leaving was sent with the last one.
    expect(mocks.mutateAsync.mock.calls[0]![0].submission.attempts).toMatchObject(quizPosition.choices.quiz!.attempts);
  });
});
