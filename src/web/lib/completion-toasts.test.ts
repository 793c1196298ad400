import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizOutcome } from '../../domain/progress-api';
import { initI18n } from '../i18n/i18n';
import { showCompletionToast } from './completion-toasts';
import { toast } from './toast';

vi.mock('./toast', () => {
  const show = vi.fn();
  return { toast: Object.assign(show, { success: vi.fn(), error: vi.fn() }) };
});

const i18n = initI18n();

function outcome(overrides: Partial<QuizOutcome>): QuizOutcome {
  return {
    moduleId: 'M01',
    score: 80,
    completed: true,
    firstCompletion: true,
    bestScore: 80,
    gemsAwarded: 0,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: 1, increased: true },
    perQuestion: [],
    replayed: false,
    ...overrides,
  };
}

const allToasts = () => [...vi.mocked(toast).mock.calls, ...vi.mocked(toast.success).mock.calls, ...vi.mocked(toast.error).mock.calls];

describe('showCompletionToast', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await i18n.changeLanguage('en');
  });

  it('a low-score completion gets one toast in the card’s voice, never a cheer beside it', () => {
    showCompletionToast(outcome({ score: 40, gemsAwarded: 1, newBadges: ['starter-explorer'] }), i18n.t, 'en');
    expect(allToasts()).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Keep Learning!', {
      description: 'Saved to your account · +1 gem · New badge: Starter Explorer',
      duration: 4000,
    });
  });

  it('counts gems with the right plural in both languages', async () => {
    showCompletionToast(outcome({ score: 100, gemsAwarded: 3 }), i18n.t, 'en');
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toBe('Perfect Score!');
    expect(vi.mocked(toast.success).mock.calls[0]![1]!.description).toBe('Saved to your account · +3 gems');
    await i18n.changeLanguage('zh-TW');
    showCompletionToast(outcome({ score: 60, gemsAwarded: 1 }), i18n.t, 'zh-TW');
    expect(vi.mocked(toast.success).mock.calls[1]).toEqual(['做得好！', { description: '已經存進你的帳號，+1 顆寶石', duration: 3000 }]);
  });

  it('a quiz that saved nothing gets no toast: its results say it all', () => {
    showCompletionToast(outcome({ score: 40, completed: false }), i18n.t, 'en');
    expect(allToasts()).toHaveLength(0);
  });
});
