import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { apiError, type ApiErrorCode } from './errors';

/** A failure a handler reports to the client: status, stable code, optional per-field details. */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ApiProblem';
  }
}

export function problemResponse(c: Context, problem: ApiProblem) {
  return apiError(c, problem.status, problem.code, problem.fields);
}

/** A more precise error code for a zod issue, keyed `field:issue` (e.g. `text:too_big`). */
export type IssueCodes = Partial<Record<string, ApiErrorCode>>;

/**
 * Parses the JSON body with a zod schema; anything else is a 400 naming the fields at fault, with the
 * first issue listed in `issueCodes` choosing a code whose message says exactly what is wrong.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T, issueCodes: IssueCodes = {}): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiProblem(400, 'VALIDATION_ERROR', { body: 'not valid JSON' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues.slice(0, 10)) fields[issue.path.join('.') || 'body'] = issue.message;
    const precise = parsed.error.issues.map((issue) => issueCodes[`${issue.path.join('.')}:${issue.code}`]).find(Boolean);
    throw new ApiProblem(400, precise ?? 'VALIDATION_ERROR', fields);
  }
  return parsed.data;
}
