import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../lib/module-content');
  vi.doUnmock('../../lib/api-client');
  vi.resetModules();
  localStorage.clear();
});

describe('prefetchLesson', () => {
  it("waits for a lesson's body and player, then the page finds both already loaded", async () => {
    // Transformed once up front: on a loaded two-core machine vitest's first transform of the player took longer
    // than LESSON_WAIT_MS, and the prefetch (rightly) stopped waiting. What is tested is that the prefetch keeps it.
    await import('./adventure/adventure-quest');
    const prefetch = await import('./lesson-prefetch');
    const content = await import('../../lib/module-content');
    expect(prefetch.loadedAdventurePlayer()).toBeUndefined();
    await prefetch.prefetchLesson('M01');
    expect(prefetch.loadedAdventurePlayer()?.AdventureQuest).toBeTypeOf('function');
    expect(prefetch.loadedClassicPlayer()).toBeUndefined();
    // The body is remembered, so useModuleContent is ready on its first render.
    expect((await content.loadModuleBody('M01'))?.format).toBe('adventure');
  });

  it('gives up waiting after LESSON_WAIT_MS on a slow connection, so the page shows its skeleton instead', async () => {
    vi.doMock('../../lib/module-content', () => ({ loadModuleBody: () => new Promise(() => undefined) }));
    vi.useFakeTimers();
    const { prefetchLesson, LESSON_WAIT_MS } = await import('./lesson-prefetch');
    let done = false;
    const waiting = prefetchLesson('M11').then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(LESSON_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('asks for nothing for an unknown lesson', async () => {
    const { prefetchLesson, loadedAdventurePlayer, loadedClassicPlayer } = await import('./lesson-prefetch');
    await prefetchLesson('NOPE');
    expect(loadedAdventurePlayer()).toBeUndefined();
    expect(loadedClassicPlayer()).toBeUndefined();
  });

  it("asks for a signed-in learner's place in the lesson beside its body, and hands it to that page once", async () => {
    const apiFetch = vi.fn(async () => ({ position: { step: 'quiz' } }));
    vi.doMock('../../lib/api-client', async (original) => ({ ...(await original<object>()), apiFetch }));
    localStorage.setItem('money-islands.last-session', JSON.stringify({ id: 'u-ana', name: 'Ana', email: 'ana@example.com' }));
    const { prefetchLesson } = await import('./lesson-prefetch');
    const { takeServerPosition } = await import('../../lib/lesson-position');
    await prefetchLesson('M01');
    expect(apiFetch).toHaveBeenCalledWith('/api/progress/position/M01', expect.anything());
    expect(takeServerPosition('u-ana', 'M01')?.settled).toEqual({ ok: true, value: { step: 'quiz' } });
    // Taken once: a later visit asks the server again.
    expect(takeServerPosition('u-ana', 'M01')).toBeNull();

    // Another learner signed in meanwhile, or another lesson: not theirs.
    await prefetchLesson('M01');
    expect(takeServerPosition('u-ben', 'M01')).toBeNull();
    await prefetchLesson('M02');
    expect(takeServerPosition('u-ana', 'M01')).toBeNull();
  });

  it('asks nothing of the server for a visitor', async () => {
    const apiFetch = vi.fn();
    vi.doMock('../../lib/api-client', async (original) => ({ ...(await original<object>()), apiFetch }));
    const { prefetchLesson } = await import('./lesson-prefetch');
    await prefetchLesson('M01');
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
