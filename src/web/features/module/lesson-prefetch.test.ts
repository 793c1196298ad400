import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../lib/module-content');
  vi.resetModules();
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
});
