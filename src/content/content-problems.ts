/**
 * What every content rule returns, and the helpers the rule files share to name where a problem is:
 * `content-rules.ts` re-exports these, so callers keep importing from there.
 */
import type { Language } from './schema/bilingual';
import type { ModuleBody } from './schema/module-body';

export interface ContentProblem {
  /** What the problem is in: a module id ("M03"), an island ("island seed") or a catalogue list ("islands"). */
  subject: string;
  /** Where in it, e.g. "quiz5[2 q-needs].answer" (array items carry their id when they have one). */
  field: string;
  /** The language of the faulty text, when the problem is in one language. */
  language?: Language;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  const language = problem.language ? ` [${problem.language}]` : '';
  return `${problem.subject} › ${problem.field}${language}: ${problem.message}`;
}

export type Segment = string | number;
export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLanguage(key: unknown): key is Language {
  return key === 'en' || key === 'zh-TW';
}

export function childOf(value: unknown, key: PropertyKey): unknown {
  if (Array.isArray(value) && typeof key === 'number') return value[key];
  if (isRecord(value) && typeof key === 'string') return value[key];
  return undefined;
}

/** The name an array item goes by in a field label: its id, or an island's key. */
function itemName(item: unknown): string {
  if (!isRecord(item)) return '';
  if (typeof item.id === 'string') return ` ${item.id}`;
  if (typeof item.key === 'string') return ` ${item.key}`;
  return '';
}

/**
 * Turns a path inside `root` into a field label and a language: array items show their id
 * ("frames[1 f-save]") and language keys become the problem's language instead of a segment.
 */
export function describeField(root: unknown, path: readonly PropertyKey[]): { field: string; language?: Language } {
  let cursor = root;
  let field = '';
  let language: Language | undefined;
  for (const key of path) {
    const next = childOf(cursor, key);
    if (isLanguage(key)) {
      language = key;
    } else if (typeof key === 'number') {
      field += `[${key}${itemName(next)}]`;
    } else {
      field += field === '' ? String(key) : `.${String(key)}`;
    }
    cursor = next;
  }
  return language ? { field: field || '(root)', language } : { field: field || '(root)' };
}

export function problemAt(subject: string, root: unknown, path: readonly PropertyKey[], message: string): ContentProblem {
  return { subject, ...describeField(root, path), message };
}

export function walk(value: unknown, path: readonly Segment[], visit: (value: unknown, path: readonly Segment[]) => void): void {
  visit(value, path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], visit));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
  }
}

/** The start of a text, quoted, for a problem message. */
export function excerpt(text: string, length = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `"${flat.slice(0, length)}…"` : `"${flat}"`;
}

/** A share as a whole percent, "40 %". */
export const percent = (share: number): string => `${Math.round(share * 100)} %`;

/** A module body with the island its catalogue entry puts it on. */
export interface PlacedBody {
  island: string;
  body: ModuleBody;
}
