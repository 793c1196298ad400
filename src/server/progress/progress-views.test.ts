import { describe, expect, it } from 'vitest';
import { PROGRESS_VIEW_CACHE_MAX_ENTRIES, ProgressViews, type BuiltView } from './progress-views';

const TAIPEI = 'Asia/Taipei';
/** 2024-06-01 10:00 in Taipei (02:00 UTC). */
const MORNING = new Date('2024-06-01T02:00:00Z');

/** A build that counts its calls and answers with the call number, so a kept view is told from a new one. */
function counter(day = '2024-06-01', timeZone = TAIPEI) {
  let calls = 0;
  const build = async (): Promise<BuiltView> => {
    calls += 1;
    return { json: `{"build":${calls}}`, timeZone, day };
  };
  return { build, calls: () => calls };
}

describe('ProgressViews', () => {
  it('keeps a built view and answers with it until something changes', async () => {
    const views = new ProgressViews({ paused: false });
    const { build, calls } = counter();
    expect(await views.viewOf('ana', MORNING, build)).toBe('{"build":1}');
    expect(await views.viewOf('ana', new Date(MORNING.getTime() + 3_600_000), build)).toBe('{"build":1}');
    expect(calls()).toBe(1);

    views.forget('ana');
    expect(await views.viewOf('ana', MORNING, build)).toBe('{"build":2}');
  });

  it('keeps each learner apart, and forgetting one keeps the other', async () => {
    const views = new ProgressViews({ paused: false });
    const ana = counter();
    const ben = counter();
    await views.viewOf('ana', MORNING, ana.build);
    await views.viewOf('ben', MORNING, ben.build);
    views.forget('ana');
    await views.viewOf('ana', MORNING, ana.build);
    await views.viewOf('ben', MORNING, ben.build);
    expect([ana.calls(), ben.calls()]).toEqual([2, 1]);
  });

  it('never keeps a view read before a change that happened while it was being built', async () => {
    const views = new ProgressViews({ paused: false });
    let release: (view: BuiltView) => void = () => undefined;
    const slow = () => new Promise<BuiltView>((resolve) => (release = resolve));
    const reading = views.viewOf('ana', MORNING, slow);
    views.forget('ana'); // e.g. a completion committed while the read was on its way back
    release({ json: '{"stale":true}', timeZone: TAIPEI, day: '2024-06-01' });
    expect(await reading).toBe('{"stale":true}'); // that request still gets what it read…
    const { build, calls } = counter();
    expect(await views.viewOf('ana', MORNING, build)).toBe('{"build":1}'); // …but the next one asks again
    expect(calls()).toBe(1);
  });

  it('builds the view again when the learner’s local day has changed (the live streak depends on it)', async () => {
    const views = new ProgressViews({ paused: false });
    const { build, calls } = counter('2024-06-01');
    const lateEvening = new Date('2024-06-01T15:59:00Z'); // 23:59 in Taipei
    const justAfterMidnight = new Date('2024-06-01T16:00:00Z'); // 00:00 on 2 June in Taipei
    await views.viewOf('ana', lateEvening, build);
    await views.viewOf('ana', new Date('2024-06-01T15:59:59Z'), build);
    expect(calls()).toBe(1);
    await views.viewOf('ana', justAfterMidnight, build);
    expect(calls()).toBe(2);
  });

  it('keeps nothing while paused, and trusts nothing kept before a pause after resuming', async () => {
    const views = new ProgressViews({ paused: true });
    const { build, calls } = counter();
    await views.viewOf('ana', MORNING, build);
    await views.viewOf('ana', MORNING, build);
    expect(calls()).toBe(2);
    expect(views.size).toBe(0);

    views.resume();
    await views.viewOf('ana', MORNING, build);
    await views.viewOf('ana', MORNING, build);
    expect(calls()).toBe(3);

    views.pause();
    expect(views.size).toBe(0);
    views.resume();
    await views.viewOf('ana', MORNING, build);
    expect(calls()).toBe(4);
  });

  it('does not keep a view whose read began before a pause', async () => {
    const views = new ProgressViews({ paused: false });
    let release: (view: BuiltView) => void = () => undefined;
    const reading = views.viewOf('ana', MORNING, () => new Promise<BuiltView>((resolve) => (release = resolve)));
    views.pause();
    views.resume();
    release({ json: '{"stale":true}', timeZone: TAIPEI, day: '2024-06-01' });
    await reading;
    expect(views.size).toBe(0);
  });

  it('a failed build is not kept and does not stop the next read', async () => {
    const views = new ProgressViews({ paused: false });
    await expect(views.viewOf('ana', MORNING, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const { build } = counter();
    expect(await views.viewOf('ana', MORNING, build)).toBe('{"build":1}');
    expect(views.size).toBe(1);
  });

  it(`keeps at most ${PROGRESS_VIEW_CACHE_MAX_ENTRIES} views, dropping the one kept longest`, async () => {
    const views = new ProgressViews({ paused: false });
    for (let index = 0; index <= PROGRESS_VIEW_CACHE_MAX_ENTRIES; index += 1) {
      await views.viewOf(`learner-${index}`, MORNING, async () => ({ json: `${index}`, timeZone: TAIPEI, day: '2024-06-01' }));
    }
    expect(views.size).toBe(PROGRESS_VIEW_CACHE_MAX_ENTRIES);
    const first = counter();
    const last = counter();
    await views.viewOf('learner-0', MORNING, first.build);
    await views.viewOf(`learner-${PROGRESS_VIEW_CACHE_MAX_ENTRIES}`, MORNING, last.build);
    expect([first.calls(), last.calls()]).toEqual([1, 0]);
  });

  it('keeps views within its memory limit, dropping the ones kept longest, and never one larger than the limit', async () => {
    // Each view's JSON is 100 characters: 200 bytes counted. A limit of 1,000 bytes holds five.
    const views = new ProgressViews({ paused: false, maxBytes: 1_000 });
    const view = (index: number) => async (): Promise<BuiltView> => ({ json: String(index).padEnd(100, ' '), timeZone: TAIPEI, day: '2024-06-01' });
    for (let index = 0; index < 7; index += 1) await views.viewOf(`learner-${index}`, MORNING, view(index));
    expect([views.size, views.keptBytes]).toEqual([5, 1_000]);
    const first = counter();
    const last = counter();
    await views.viewOf('learner-1', MORNING, first.build);
    await views.viewOf('learner-6', MORNING, last.build);
    expect([first.calls(), last.calls()]).toEqual([1, 0]);

    // A view bigger than the whole limit is answered but not kept, and does not empty the cache.
    const huge = async (): Promise<BuiltView> => ({ json: 'x'.repeat(600), timeZone: TAIPEI, day: '2024-06-01' });
    const before = views.size;
    expect(await views.viewOf('huge', MORNING, huge)).toHaveLength(600);
    expect(views.size).toBe(before);

    views.forget('learner-6');
    views.pause();
    expect([views.size, views.keptBytes]).toEqual([0, 0]);
  });
});
