import { currentLanguage } from '../i18n/i18n';

/**
 * What a response is checked with: a zod/mini schema, imported by the feature that asks. This file is on the first
 * page's critical path, so it checks the error shape by hand and keeps zod (some 17 kB gzipped) off it (decision 020).
 */
export type ResponseSchema<T> = { parse(data: unknown): T };

type ApiErrorBody = { code: string; message: string; values?: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `error` of our `{ error: { code, message, values? } }` body, or null for anything else (a proxy's page, say). */
function apiErrorOf(data: unknown): ApiErrorBody | null {
  if (!isRecord(data) || !isRecord(data.error)) return null;
  const { code, message, values } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (values === undefined) return { code, message };
  if (!isRecord(values) || !Object.values(values).every((value) => typeof value === 'string')) return null;
  return { code, message, values: values as Record<string, string> };
}

/** An error from our API, carrying its stable code (the UI translates by code) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Words the message is filled with (e.g. the address a page was opened at), for the UI's own translation. */
    readonly values: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Same-origin JSON request; sends the UI language so server messages come back in it. */
export async function apiFetch<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    schema?: ResponseSchema<T>;
    /** Give up waiting after this long (an ApiError with status 0). */
    timeoutMs?: number;
    /** Extra request headers (the learner a queued request belongs to). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.timeoutMs === undefined ? undefined : AbortSignal.timeout(init.timeoutMs),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const error = apiErrorOf(data);
    if (error) throw new ApiError(response.status, error.code, error.message, error.values);
    throw new ApiError(response.status, response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL', response.statusText);
  }
  return init.schema ? init.schema.parse(data) : (data as T);
}
