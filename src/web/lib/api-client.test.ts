import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api-client';
import { sessionSchema } from './session';

function answer(status: number, body: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText: status === 429 ? 'Too Many Requests' : 'Error' })));
}

afterEach(() => vi.unstubAllGlobals());

// These checks are written by hand (zod stays off the first page): they must read what the server sends as zod did.
describe('apiFetch', () => {
  it('turns our error body into an ApiError with its code, message and the words for the translation', async () => {
    answer(409, JSON.stringify({ error: { code: 'EMAIL_TAKEN', message: 'That address is taken', values: { email: 'mia@example.com' } } }));
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'That address is taken', values: { email: 'mia@example.com' } });
  });

  it('names a response that is not our error body by its status: a proxy page, or values that are not words', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
    answer(429, '');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    answer(400, JSON.stringify({ error: { code: 'BAD', message: 'Bad', values: { count: 3 } } }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 400, code: 'INTERNAL' });
  });
});

describe('the session check', () => {
  it('reads a signed-out visitor as null and a learner as their user, without the fields it does not use', async () => {
    answer(200, 'null');
    await expect(apiFetch('/api/auth/get-session', { schema: sessionSchema })).resolves.toBeNull();
    const user = { id: 'u1', name: 'Mia', email: 'mia@example.com', image: null };
    answer(200, JSON.stringify({ session: { id: 's1', token: 'secret' }, user: { ...user, emailVerified: true } }));
    await expect(apiFetch('/api/auth/get-session', { schema: sessionSchema })).resolves.toEqual({ user });
  });

  it('refuses a response without the shape of a session', async () => {
    answer(200, JSON.stringify({ user: { id: 'u1', name: 'Mia' } }));
    await expect(apiFetch('/api/auth/get-session', { schema: sessionSchema })).rejects.toThrow(TypeError);
    answer(200, JSON.stringify({ user: { id: 'u1', name: 'Mia', email: 'mia@example.com', image: 7 } }));
    await expect(apiFetch('/api/auth/get-session', { schema: sessionSchema })).rejects.toThrow(TypeError);
  });
});
