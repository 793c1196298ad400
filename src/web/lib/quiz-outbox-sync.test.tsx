import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizOutcome, QuizRequest } from '../../domain/progress-api';
import { SyncBadge } from '../components/layout/sync-badge';
import { initI18n } from '../i18n/i18n';
import { enqueueQuiz, readOutbox } from './quiz-outbox';
import { QUIZ_SYNCED_EVENT } from './quiz-outbox-status';
import { useQuizOutboxSync } from './quiz-outbox-sync';

const mocks = vi.hoisted(() => ({ user: { id: 'u1', name: 'Kai', email: 'kai@example.com', image: null } as null | { id: string; name: string; email: string; image: null } }));
vi.mock('./session', () => ({
  SESSION_QUERY_KEY: ['session'],
  useSession: () => ({ user: mocks.user, isLoading: false, error: null }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), toasts) }));

initI18n();

let keyCounter = 0;
function request(moduleId = 'M01'): QuizRequest {
  keyCounter += 1;
  return { moduleId, idempotencyKey: `q-sync-${keyCounter.toString().padStart(4, '0')}`, submission: { format: 'adventure', attempts: { q1: [[1]] } } };
}

function outcomeFor(req: QuizRequest): QuizOutcome {
  return {
    moduleId: req.moduleId,
    score: 100,
    completed: true,
    firstCompletion: true,
    bestScore: 100,
    gemsAwarded: 1,
    newBadges: ['starter-explorer'],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: 1, increased: true },
    perQuestion: [{ questionId: 'q1', correct: true }],
    replayed: false,
  };
}

const fetchMock = vi.fn<typeof fetch>();
/** The server: answers every quiz submission as saved. */
function serverUp() {
  fetchMock.mockImplementation(async (_url, init) => {
    const sent = JSON.parse(String(init?.body)) as QuizRequest;
    return new Response(JSON.stringify(outcomeFor(sent)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
function serverUnreachable() {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
}

function Shell() {
  useQuizOutboxSync();
  return <SyncBadge />;
}

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <Shell />
    </QueryClientProvider>,
  );
  return { ...view, invalidate };
}

const sentKeys = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as QuizRequest).idempotencyKey);

beforeEach(() => {
  window.localStorage.clear();
  mocks.user = { id: 'u1', name: 'Kai', email: 'kai@example.com', image: null };
  fetchMock.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useQuizOutboxSync and the header badge', () => {
  it('on app start sends what is queued, says the lesson is saved with what it earned, and refreshes progress', async () => {
    const req = request();
    enqueueQuiz(window.localStorage, 'u1', req);
    serverUp();
    const synced = vi.fn();
    window.addEventListener(QUIZ_SYNCED_EVENT, synced);
    const { invalidate } = renderShell();

    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    window.removeEventListener(QUIZ_SYNCED_EVENT, synced);
    const [title, options] = toasts.success.mock.calls[0]! as [string, { description: string }];
    expect(title).toBe('Your lesson is saved!');
    expect(options.description).toBe('What Is Money?: 100% · +1 gem · New badge: Starter Explorer');
    expect(sentKeys()).toEqual([req.idempotencyKey]);
    expect(readOutbox(window.localStorage, 'u1')).toEqual([]);
    expect(synced).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['progress'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the badge while offline, and sends the same request once when the browser is back online', async () => {
    const req = request();
    enqueueQuiz(window.localStorage, 'u1', req);
    serverUnreachable();
    renderShell();
    expect(screen.getByRole('status')).toHaveTextContent('1 lesson waiting to sync');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readOutbox(window.localStorage, 'u1')[0]?.attempts).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 lesson waiting to sync');
    expect(toasts.success).not.toHaveBeenCalled();

    serverUp();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(sentKeys()).toEqual([req.idempotencyKey, req.idempotencyKey]);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('says kindly when the server refuses a queued lesson for good, and forgets it', async () => {
    enqueueQuiz(window.localStorage, 'u1', request('M02'));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'ANSWERS_DO_NOT_FIT', message: 'no' } }), { status: 400 }));
    renderShell();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(toasts.error.mock.calls[0]![0]).toMatch(/^We could not save “.+”\.$/);
    expect(readOutbox(window.localStorage, 'u1')).toEqual([]);
  });

  it('never sends, or shows, another learner’s queue on this device', async () => {
    enqueueQuiz(window.localStorage, 'u2', request());
    serverUp();
    renderShell();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Give the start-up flush its chance to (wrongly) send.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readOutbox(window.localStorage, 'u2')).toHaveLength(1);
  });

  it('sends nothing for a visitor, and sends the queue when that learner signs in', async () => {
    const req = request();
    enqueueQuiz(window.localStorage, 'u1', req);
    serverUp();
    mocks.user = null;
    const { rerender } = renderShell();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    mocks.user = { id: 'u1', name: 'Kai', email: 'kai@example.com', image: null };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <Shell />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sentKeys()).toEqual([req.idempotencyKey]));
  });
});
