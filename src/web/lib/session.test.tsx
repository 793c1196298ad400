import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useForgetLearner } from './forget-learner';
import { persistedQueriesKey } from './offline-cache';
import { fetchSession, LAST_SESSION_KEY, useSession } from './session';

const mia = { id: 'u-mia', name: 'Mia', email: 'mia@example.com', image: null };

function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}
function serverUnreachable() {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the session with no connection (decision 028)', () => {
  it('keeps the learner this device last saw signed in when the server cannot be reached', async () => {
    serverAnswers(200, { session: { id: 's1', token: 'secret' }, user: { ...mia, emailVerified: true } });
    await expect(fetchSession()).resolves.toEqual({ user: mia });
    // Only the public user fields are kept, never the session's token.
    expect(JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null')).toEqual(mia);

    serverUnreachable();
    await expect(fetchSession()).resolves.toEqual({ user: mia });
  });

  it('shows a visitor offline when no learner was kept, or what was kept is damaged', async () => {
    serverUnreachable();
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
    localStorage.setItem(LAST_SESSION_KEY, JSON.stringify({ id: 'u-mia', name: 'Mia' }));
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
    localStorage.setItem(LAST_SESSION_KEY, '{not json');
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
  });

  it('forgets the learner when the server says they are signed out, or answers 401', async () => {
    serverAnswers(200, { user: mia });
    await fetchSession();
    serverAnswers(200, null);
    await expect(fetchSession()).resolves.toBeNull();
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();

    serverAnswers(200, { user: mia });
    await fetchSession();
    serverAnswers(401, { error: { code: 'UNAUTHORIZED', message: 'Signed out' } });
    await expect(fetchSession()).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
    serverUnreachable();
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
  });

  it('does not keep the learner after a server error that is not a lost connection', async () => {
    serverAnswers(200, { user: mia });
    await fetchSession();
    serverAnswers(500, { error: { code: 'INTERNAL', message: 'Oops' } });
    await expect(fetchSession()).rejects.toMatchObject({ status: 500 });
  });

  it('signing out forgets the kept learner, so an offline sign-out does not sign them back in', async () => {
    serverAnswers(200, { user: mia });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ session: useSession(), forget: useForgetLearner() }), { wrapper });
    await waitFor(() => expect(result.current.session.user).toEqual(mia));

    localStorage.setItem(persistedQueriesKey('u-mia'), '{"kept":true}');
    serverUnreachable();
    await result.current.forget('u-mia');
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.user).toBeNull();
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(persistedQueriesKey('u-mia'))).toBeNull();
  });

  it('asks even while the browser says it is offline, instead of waiting on the loading screen', async () => {
    serverAnswers(200, { user: mia });
    await fetchSession();
    serverUnreachable();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      const { result } = renderHook(() => useSession(), { wrapper });
      await waitFor(() => expect(result.current.user).toEqual(mia));
    } finally {
      onlineManager.setOnline(true);
      onLine.mockRestore();
    }
  });
});
