// zod/mini keeps the browser bundle small; the shapes are the same zod schemas.
import * as z from 'zod/mini';
import { currentLanguage } from '../i18n/i18n';

const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), values: z.optional(z.record(z.string(), z.string())) }) });

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
  init: { method?: string; body?: unknown; schema?: z.ZodMiniType<T>; /** Give up waiting after this long (an ApiError with status 0). */ timeoutMs?: number } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
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
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.values);
    throw new ApiError(response.status, response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL', response.statusText);
  }
  return init.schema ? init.schema.parse(data) : (data as T);
}
