import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersistedQueries, persistedQueriesKey, PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';
import { PERSISTED_QUERIES_BUSTER, startPersistingQueries } from './offline-cache-persister';

const SAVE_WAIT_MS = 1100;
const progressOf = (userId: string, gems: number) => ({ completedModules: ['M01'], gems, owner: userId });

/** A tab: a query cache, and the persister running for whoever is signed in. */
function tab() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the learner-keyed query copy on this device (decision 028)', () => {
  it('keeps a learner’s progress and profile, and a new start of the app shows them before any answer', async () => {
    const first = tab();
    const stop = startPersistingQueries(first, 'u-ana');
    first.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    first.setQueryData(['profile', 'u-ana'], { jewels: 12 });
    first.setQueryData(['progress', 'practice', 'u-ana'], { dueToday: 2 });
    // Not for reading offline: not kept.
    first.setQueryData(['groups'], [{ id: 'g1' }]);
    first.setQueryData(['module-body', 'M01'], { title: 'x' });
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stop();

    const kept = JSON.parse(localStorage.getItem(persistedQueriesKey('u-ana')) ?? '{}') as { clientState: { queries: { queryKey: unknown[] }[] } };
    expect(kept.clientState.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([['progress', 'u-ana'], ['profile', 'u-ana'], ['progress', 'practice', 'u-ana']]),
    );
    expect(kept.clientState.queries).toHaveLength(3);

    const reloaded = tab();
    startPersistingQueries(reloaded, 'u-ana')();
    expect(reloaded.getQueryData(['progress', 'u-ana'])).toEqual(progressOf('u-ana', 12));
    expect(reloaded.getQueryData(['profile', 'u-ana'])).toEqual({ jewels: 12 });
  });

  it('learner B on the same device never sees learner A’s copy', async () => {
    const shared = tab();
    const stopA = startPersistingQueries(shared, 'u-ana');
    shared.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopA();
    shared.clear();

    const stopB = startPersistingQueries(shared, 'u-ben');
    expect(shared.getQueryData(['progress', 'u-ana'])).toBeUndefined();
    shared.setQueryData(['progress', 'u-ben'], progressOf('u-ben', 3));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopB();
    expect(localStorage.getItem(persistedQueriesKey('u-ben'))).not.toContain('u-ana');

    // Even a copy under B's key holding A's queries (mixed up or tampered with) restores only B's.
    const mixed = JSON.parse(localStorage.getItem(persistedQueriesKey('u-ana')) ?? '{}') as { clientState: { queries: unknown[] } };
    localStorage.setItem(persistedQueriesKey('u-ben'), JSON.stringify(mixed));
    const other = tab();
    startPersistingQueries(other, 'u-ben')();
    expect(other.getQueryData(['progress', 'u-ana'])).toBeUndefined();
  });

  it('drops a copy older than its maximum age, or from another app version', async () => {
    const client = tab();
    const stop = startPersistingQueries(client, 'u-ana');
    client.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stop();
    const saved = localStorage.getItem(persistedQueriesKey('u-ana')) ?? '';

    vi.setSystemTime(Date.now() + PERSISTED_QUERIES_MAX_AGE_MS + 1);
    const late = tab();
    startPersistingQueries(late, 'u-ana')();
    expect(late.getQueryData(['progress', 'u-ana'])).toBeUndefined();

    localStorage.setItem(persistedQueriesKey('u-ana'), saved.replace(PERSISTED_QUERIES_BUSTER, 'older-version'));
    vi.setSystemTime(Date.now() - PERSISTED_QUERIES_MAX_AGE_MS);
    const upgraded = tab();
    startPersistingQueries(upgraded, 'u-ana')();
    expect(upgraded.getQueryData(['progress', 'u-ana'])).toBeUndefined();
  });

  it('an answer fetched since the page loaded wins over the older copy', async () => {
    const client = tab();
    const stop = startPersistingQueries(client, 'u-ana');
    client.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stop();

    const fresh = tab();
    await vi.advanceTimersByTimeAsync(10);
    fresh.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 20));
    startPersistingQueries(fresh, 'u-ana')();
    expect(fresh.getQueryData(['progress', 'u-ana'])).toEqual(progressOf('u-ana', 20));
  });

  it('a page that does not hold an answer in memory keeps it in the copy; a newer answer replaces it', async () => {
    const first = tab();
    const stopFirst = startPersistingQueries(first, 'u-ana');
    first.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    first.setQueryData(['progress', 'island-checks', 'u-ana', 'trust'], { passed: false });
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopFirst();

    // Another page, offline: its progress answer is gone from memory (its refetch failed before the copy was read)
    // and only the profile changes; the copy still holds the progress and the island check the lesson pages need.
    const second = tab();
    const stopSecond = startPersistingQueries(second, 'u-ana');
    second.removeQueries({ queryKey: ['progress'] });
    second.setQueryData(['profile', 'u-ana'], { jewels: 3 });
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopSecond();
    const third = tab();
    startPersistingQueries(third, 'u-ana')();
    expect(third.getQueryData(['progress', 'u-ana'])).toEqual(progressOf('u-ana', 12));
    expect(third.getQueryData(['progress', 'island-checks', 'u-ana', 'trust'])).toEqual({ passed: false });
    expect(third.getQueryData(['profile', 'u-ana'])).toEqual({ jewels: 3 });

    const fourth = tab();
    const stopFourth = startPersistingQueries(fourth, 'u-ana');
    await vi.advanceTimersByTimeAsync(10);
    fourth.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 30));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopFourth();
    const fifth = tab();
    startPersistingQueries(fifth, 'u-ana')();
    expect(fifth.getQueryData(['progress', 'u-ana'])).toEqual(progressOf('u-ana', 30));
  });

  it('a page left before its save was due writes the copy as it goes', () => {
    const client = tab();
    const stop = startPersistingQueries(client, 'u-ana');
    client.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    expect(localStorage.getItem(persistedQueriesKey('u-ana'))).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(persistedQueriesKey('u-ana'))).toContain('"gems":12');
    stop();
  });

  it('sign-out clears the copy, and a save already on its way does not bring it back', async () => {
    const client = tab();
    const stop = startPersistingQueries(client, 'u-ana');
    client.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 12));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    client.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 13));
    clearPersistedQueries('u-ana');
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stop();
    expect(localStorage.getItem(persistedQueriesKey('u-ana'))).toBeNull();

    // Signing in again later keeps a copy again.
    const again = tab();
    const stopAgain = startPersistingQueries(again, 'u-ana');
    again.setQueryData(['progress', 'u-ana'], progressOf('u-ana', 14));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    stopAgain();
    expect(localStorage.getItem(persistedQueriesKey('u-ana'))).toContain('"gems":14');
  });
});
