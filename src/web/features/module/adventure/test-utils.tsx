import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { QuizOutcome } from '../../../../domain/progress-api';
import type { SubmitResult } from '../../../lib/quiz-outbox';
import { initI18n } from '../../../i18n/i18n';

/**
 * Test-only helpers. The translator starts in the learner's stored language (test files import this module
 * first, before the page's code).
 */
export const i18n = initI18n();

/** An adventure label as the learner sees it in the current language. */
export function label(key: string, options: Record<string, unknown> = {}): string {
  return i18n.t(key, { ns: 'adventure', ...options });
}

export function renderPage(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/module/M01']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** An outcome as the server (or the visitor grading) would return it, from first-try results in question order. */
export function outcomeFor(firstTry: readonly boolean[], overrides: Partial<QuizOutcome> = {}): QuizOutcome {
  const correct = firstTry.filter(Boolean).length;
  return {
    moduleId: 'M01',
    score: Math.round((correct / firstTry.length) * 100),
    completed: true,
    firstCompletion: true,
    bestScore: Math.round((correct / firstTry.length) * 100),
    gemsAwarded: 1,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: 1, increased: true },
    perQuestion: firstTry.map((ok, index) => ({ questionId: `q${index + 1}`, correct: ok })),
    replayed: false,
    ...overrides,
  };
}

/** What the submit hook resolves with when the server (or the visitor grading) answered. */
export function graded(outcome: QuizOutcome): SubmitResult {
  return { status: 'graded', outcome };
}
