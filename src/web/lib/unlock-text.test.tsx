import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnlockRequirement } from '../../domain/unlocking';
import { useUnlockText } from './unlock-text';
import { i18n } from '../i18n/i18n';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../i18n/i18n');
  initI18n();
  await i18nReady();
});

const finish = (left: number): UnlockRequirement => ({ kind: 'finish-previous', island: 'seed', total: 10, needed: 8, done: 8 - left, left });
const signIn: UnlockRequirement = { kind: 'sign-in', island: 'seed', total: 10, needed: 8, done: 0, left: 8 };

async function texts(language: 'en' | 'zh-TW') {
  await i18n.changeLanguage(language);
  return renderHook(() => useUnlockText()).result.current;
}

describe('what a locked island says', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('in English: the sign-in rule with the catalogue numbers, then how many lessons are left, singular and plural', async () => {
    const text = await texts('en');
    expect(text.reason(signIn)).toBe("Sign in, then finish 8 of Seed Island's 10 lessons to sail here.");
    expect(text.reason(finish(3))).toBe('Finish 3 more Seed Island lessons to sail here.');
    expect(text.reason(finish(1))).toBe('Finish 1 more Seed Island lesson to sail here.');
    expect(text.reason({ kind: 'sign-in', island: 'ledger', total: 0, needed: 0, done: 0, left: 0 })).toBe('Sign in to sail here.');
    expect(text.reason({ kind: 'open' })).toBeNull();
  });

  it('in Taiwan Chinese, with the island names in Chinese', async () => {
    const text = await texts('zh-TW');
    expect(text.reason(signIn)).toBe('先登入，再完成種子島 10 課中的 8 課，就能航向這裡。');
    expect(text.reason(finish(1))).toBe('在種子島再完成 1 課，就能航向這裡。');
    expect(text.reason({ kind: 'finish-previous', island: 'trust', total: 5, needed: 4, done: 1, left: 3 })).toBe('在信任島再完成 3 課，就能航向這裡。');
  });

  it('names each state: locked, open, some done, all done', async () => {
    const text = await texts('en');
    expect(text.state({ unlocked: false, completed: 0, total: 5 })).toBe('Locked');
    expect(text.state({ unlocked: true, completed: 0, total: 10 })).toBe('Open');
    expect(text.state({ unlocked: true, completed: 3, total: 10 })).toBe('3 of 10 done');
    expect(text.state({ unlocked: true, completed: 10, total: 10 })).toBe('All done');
  });
});
